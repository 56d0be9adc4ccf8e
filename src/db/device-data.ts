/**
 * The one door to what this device keeps. Every call resolves, never rejects: to the value, or to why the
 * device would not store it, which the UI turns into a message. Failures are reported here and nowhere
 * else. Dexie and the repositories load on the first call, never at import, so no page pays for them up front.
 */
import type { AssessmentResult } from '../domain/assessment-types'
import type { AssessmentState } from '../domain/session'
import { normalizeStep } from '../domain/steps'
import { loadStorage } from './load-storage'
import { trackWrite } from './pending-writes'
import { onStorageBlocked } from './storage-blocked'
import { readLocal, removeAllLocal, removeLocal, writeLocal } from './local-entries'
import { requestPersistentStorage } from './persistent-storage'
import { newTabletLabel } from '../domain/tablet-label'
import type { Workshop } from '../domain/workshop-types'
import {
  restoreJoinedRoom,
  restoreTabletRoom,
  type FacilitatorRoom,
  type JoinedRoom,
  type TabletRoom,
} from '../domain/room-records'
import type { OutboxEntry, OutboxKind, OutboxPayload } from './record-types'
import type { RequestFields } from '../domain/request-delivery'
import { LOCAL_KEYS, STORAGE } from './storage-keys'
import { workshopModeId } from './workshop-mark'

export { onStorageBlocked, workshopModeId }

/**
 * Why the device did not store or read: no usable IndexedDB (private mode, turned off, too old), no room
 * left, or the database held by another tab running a different version of the app.
 */
export type StorageFailure = 'unavailable' | 'quota' | 'blocked'

export type Stored<T> = { ok: true; value: T } | { ok: false; failure: StorageFailure }

type Storage = Awaited<ReturnType<typeof loadStorage>>

/** The names, own or wrapped (`cause`, Dexie's `inner`), of an error and the errors behind it. */
function errorNames(error: unknown): string[] {
  const names: string[] = []
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth++) {
    if ('name' in current && typeof current.name === 'string') names.push(current.name)
    current = ('inner' in current && current.inner) || ('cause' in current && current.cause) || undefined
  }
  return names
}

/** Sorts a storage error into what the visitor can do about it. */
export function classifyStorageError(error: unknown): StorageFailure {
  const names = errorNames(error)
  if (names.includes('QuotaExceededError')) return 'quota'
  if (names.some((name) => ['VersionError', 'BlockedError', 'DatabaseClosedError'].includes(name)))
    return 'blocked'
  return 'unavailable'
}

function reportFailure(action: string, error: unknown): void {
  if (import.meta.env.DEV) console.error(`Think First could not ${action} on this device`, error)
}

function attempt<T>(action: string, work: (storage: Storage) => Promise<T>): Promise<Stored<T>> {
  return trackWrite(
    (async (): Promise<Stored<T>> => {
      try {
        return { ok: true, value: await work(await loadStorage()) }
      } catch (error) {
        reportFailure(action, error)
        return { ok: false, failure: classifyStorageError(error) }
      }
    })(),
  )
}

/** The assessment in progress on this device, if any. */
export function loadAssessment(): Promise<Stored<AssessmentState | null>> {
  return attempt('read the assessment', async ({ db, sessions }) => {
    const record = await sessions.loadSession(db)
    if (!record) return null
    return {
      session: { ...record.session, currentStep: normalizeStep(record.session.currentStep) },
      cardOrder: record.cardOrder ?? { motivation: [], fear: [] },
    }
  })
}

export function saveAssessment(state: AssessmentState): Promise<Stored<void>> {
  return attempt('save the assessment', async ({ db, sessions }) => {
    const { session, cardOrder } = state
    await sessions.saveSession(db, { id: STORAGE.currentSessionId, session, cardOrder })
  })
}

export function clearAssessment(): Promise<Stored<void>> {
  return attempt('clear the assessment', ({ db, sessions }) => sessions.clearSession(db))
}

/**
 * Keeps a result (the visitor's own, or one that arrived by link), in the workshop it was taken in if one is
 * named, and asks the browser to keep it too.
 */
export function saveResult(result: AssessmentResult, workshopId?: string): Promise<Stored<void>> {
  return attempt('keep the result', async ({ db, results }) => {
    await results.saveResult(db, result, workshopId)
    void requestPersistentStorage()
  })
}

export function findResult(uuid: string): Promise<Stored<AssessmentResult | null>> {
  return attempt('read the result', ({ db, results }) => results.getResult(db, uuid))
}

/** Every result on this device, newest first. */
export function listResults(): Promise<Stored<AssessmentResult[]>> {
  return attempt('list the results', ({ db, results }) => results.listResults(db))
}

/** Keeps the first name and the watch-out choice the visitor gave their card in the share dialog. */
export function saveOwnership(
  uuid: string,
  ownership: { firstName: string; hideWatchOut: boolean },
): Promise<Stored<void>> {
  return attempt('keep the name', ({ db, results }) => results.updateOwnership(db, uuid, ownership))
}

/** Deletes a result and the comparison kept with it. */
export function deleteResult(uuid: string): Promise<Stored<void>> {
  return attempt('delete the result', async ({ db, results, comparisons }) => {
    await Promise.all([results.deleteResult(db, uuid), comparisons.deleteComparison(db, uuid)])
  })
}

/** Keeps in mind that the visitor wants their next result compared with this received card. */
export function inviteComparison(receivedUuid: string, now: number): void {
  writeLocal(LOCAL_KEYS.compareWith, JSON.stringify({ uuid: receivedUuid, at: now }))
}

function pendingComparison(): { uuid: string; at: number } | null {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEYS.compareWith) ?? 'null')
    if (parsed && typeof parsed === 'object' && 'uuid' in parsed && 'at' in parsed) {
      const { uuid, at } = parsed
      if (typeof uuid === 'string' && typeof at === 'number') return { uuid, at }
    }
  } catch {
    // A damaged entry is no invitation.
  }
  return null
}

/**
 * The card a result is compared with: the one kept with it, else, for a result made after the visitor
 * accepted a card's invitation, that card, which is then kept with the result (and the invitation is used).
 */
export function comparisonFor(result: AssessmentResult): Promise<Stored<AssessmentResult | null>> {
  return attempt('read the comparison', async ({ db, results, comparisons }) => {
    const kept = await comparisons.getComparison(db, result.uuid)
    if (kept) return kept
    const pending = pendingComparison()
    if (!pending || result.received || result.createdAt < pending.at || pending.uuid === result.uuid)
      return null
    const card = await results.getResult(db, pending.uuid)
    if (!card) return null
    await comparisons.saveComparison(db, result.uuid, card)
    removeLocal(LOCAL_KEYS.compareWith)
    return card
  })
}

/** Puts the device in workshop mode for this new workshop; its tablet label is the default next time. */
export function startWorkshop(workshop: Workshop): Promise<Stored<void>> {
  return attempt('start the workshop', async ({ db, workshops }) => {
    await workshops.saveWorkshop(db, workshop)
    writeLocal(LOCAL_KEYS.workshopId, workshop.id)
    writeLocal(LOCAL_KEYS.tabletLabel, workshop.tablet)
    void requestPersistentStorage()
  })
}

/**
 * The workshop this device runs, or null outside workshop mode; a mark left by a workshop that is gone or
 * over (its data deleted meanwhile) is cleared, so the device is not stuck in a mode nobody can end.
 */
export async function currentWorkshop(): Promise<Stored<Workshop | null>> {
  const id = workshopModeId()
  if (!id) return { ok: true, value: null }
  const found = await attempt('read the workshop', ({ db, workshops }) => workshops.getWorkshop(db, id))
  if (found.ok && (!found.value || found.value.endedAt !== undefined)) {
    removeLocal(LOCAL_KEYS.workshopId)
    return { ok: true, value: null }
  }
  return found
}

/** Saves a change to the running workshop (its idle time). */
export function updateWorkshop(workshop: Workshop): Promise<Stored<void>> {
  return attempt('save the workshop', ({ db, workshops }) => workshops.saveWorkshop(db, workshop))
}

/**
 * Takes the device out of workshop mode, keeping the workshop's results on it or deleting them with the
 * workshop; either way its PIN material and any unfinished assessment go.
 */
export function endWorkshop(id: string, results: 'keep' | 'delete'): Promise<Stored<void>> {
  return attempt('end the workshop', async ({ db, workshops }) => {
    await workshops.endWorkshop(db, id, results)
    removeLocal(LOCAL_KEYS.workshopId)
    removeLocal(LOCAL_KEYS.pinFailures)
  })
}

/** This tablet's label: the one it last ran a workshop under, else one made on its first run and kept. */
export function deviceTabletLabel(): string {
  const stored = readLocal(LOCAL_KEYS.tabletLabel)
  if (stored) return stored
  const label = newTabletLabel((size) => crypto.getRandomValues(new Uint8Array(size)))
  writeLocal(LOCAL_KEYS.tabletLabel, label)
  return label
}

/** The results of a workshop, oldest first. */
export function listWorkshopResults(id: string): Promise<Stored<AssessmentResult[]>> {
  return attempt('list the workshop', ({ db, workshops }) => workshops.listWorkshopResults(db, id))
}

/** Adds results brought from elsewhere to a workshop; resolves to how many were new to this device. */
export function addWorkshopResults(
  id: string,
  results: readonly AssessmentResult[],
): Promise<Stored<number>> {
  return attempt('add to the workshop', ({ db, workshops }) => workshops.addWorkshopResults(db, id, results))
}

/** Keeps a room this device runs, with its keys (opened here, or handed over from the facilitator's other device). */
export function saveFacilitatorRoom(room: FacilitatorRoom): Promise<Stored<void>> {
  return attempt('keep the room', async ({ db, rooms }) => {
    await rooms.saveRoom(db, room)
    void requestPersistentStorage()
  })
}

/** The room with this code if this device runs it, else null. */
export function findFacilitatorRoom(code: string): Promise<Stored<FacilitatorRoom | null>> {
  return attempt('read the room', ({ db, rooms }) => rooms.getRoom(db, code))
}

/** The rooms this device runs, newest first. */
export function listFacilitatorRooms(): Promise<Stored<FacilitatorRoom[]>> {
  return attempt('list the rooms', ({ db, rooms }) => rooms.listRooms(db))
}

/** Forgets a room and its keys (it ended). */
export function forgetFacilitatorRoom(code: string): Promise<Stored<void>> {
  return attempt('forget the room', ({ db, rooms }) => rooms.deleteRoom(db, code))
}

function readJson<T>(key: (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS], restore: (raw: unknown) => T | null) {
  const text = readLocal(key)
  if (!text) return null
  try {
    return restore(JSON.parse(text))
  } catch {
    return null
  }
}

/** The live room this phone joined, or null. */
export function joinedRoom(): JoinedRoom | null {
  return readJson(LOCAL_KEYS.joinedRoom, restoreJoinedRoom)
}

/** Records the room this phone joined (replacing any earlier one); false when the device would not keep it. */
export function saveJoinedRoom(room: JoinedRoom): boolean {
  return writeLocal(LOCAL_KEYS.joinedRoom, JSON.stringify(room))
}

export function leaveJoinedRoom(): void {
  removeLocal(LOCAL_KEYS.joinedRoom)
}

/** The room this workshop tablet sends its results to, or null. */
export function tabletRoom(): TabletRoom | null {
  return readJson(LOCAL_KEYS.tabletRoom, restoreTabletRoom)
}

/** Links this workshop tablet to a room, or unlinks it (null). */
export function linkTabletRoom(room: TabletRoom | null): boolean {
  if (!room) {
    removeLocal(LOCAL_KEYS.tabletRoom)
    return true
  }
  return writeLocal(LOCAL_KEYS.tabletRoom, JSON.stringify(room))
}

/**
 * Queues a result for a room under the result's id, once: a result offered again (a reload, a second merge)
 * keeps the entry it has. `seal` makes the payload only when the entry is new.
 */
export function queueRoomResult(
  resultId: string,
  seal: () => Promise<OutboxPayload>,
): Promise<Stored<OutboxEntry>> {
  return attempt('queue the result for the room', ({ db, outbox }) =>
    outbox.enqueueOnce(db, resultId, 'room-result', seal),
  )
}

/** The outbox entry with this id (a room result's is its result id), or null. */
export function findOutboxEntry(id: string): Promise<Stored<OutboxEntry | null>> {
  return attempt('read the outbox', ({ db, outbox }) => outbox.getEntry(db, id))
}

/**
 * Deletes every result and the comparisons kept with them, any unfinished assessment, every workshop, every
 * room's keys, the copies of messages already sent or
 * refused by the forms endpoint, and everything kept in localStorage (the intake draft, the install hint's flag, workshop mode). Messages still
 * waiting to go out stay.
 */
export function deleteAllData(): Promise<Stored<void>> {
  removeAllLocal()
  return attempt(
    'delete the data',
    async ({ db, results, sessions, outbox, workshops, comparisons, rooms }) => {
      await Promise.all([
        results.deleteAllResults(db),
        comparisons.deleteAllComparisons(db),
        sessions.clearSession(db),
        outbox.deleteSettled(db),
        workshops.deleteAllWorkshops(db),
        rooms.deleteAllRooms(db),
      ])
    },
  )
}

/** A contact or intake submission, queued in the outbox to be delivered. */
export function queueSubmission(kind: OutboxKind, fields: RequestFields): Promise<Stored<OutboxEntry>> {
  return attempt('queue the message', ({ db, outbox }) => outbox.enqueue(db, kind, fields))
}

/**
 * Settles a submission the visitor handled through their e-mail app: `sent` once they say it has gone,
 * `discarded` when they chose not to send it. Either way it no longer waits or asks for attention.
 */
export function settleSubmission(id: string, outcome: 'sent' | 'discarded'): Promise<Stored<void>> {
  return attempt('settle the message', async ({ db, outbox }) => {
    await (outcome === 'sent' ? outbox.markSent(db, id) : outbox.discardQueued(db, id))
    await outbox.dismissRefused(db, id)
  })
}

/** Submissions the forms endpoint refused for good, which the visitor has not dismissed yet. */
export function listRefusedSubmissions(): Promise<Stored<OutboxEntry[]>> {
  return attempt('list the refused messages', ({ db, outbox }) => outbox.listRefused(db))
}

export function dismissRefusedSubmission(id: string): Promise<Stored<void>> {
  return attempt('dismiss the refused message', ({ db, outbox }) => outbox.dismissRefused(db, id))
}

/** The outbox's side of a delivery pass: its queue and how each entry's attempt is recorded. */
export const outboxDelivery = {
  listPending: (): Promise<Stored<OutboxEntry[]>> =>
    attempt('list the queued messages', ({ db, outbox }) => outbox.listPending(db)),
  markSent: (id: string): Promise<Stored<unknown>> =>
    attempt('mark the message sent', ({ db, outbox }) => outbox.markSent(db, id)),
  recordAttempt: (id: string, error: string): Promise<Stored<unknown>> =>
    attempt('note the delivery attempt', ({ db, outbox }) => outbox.recordAttempt(db, id, error)),
  markRefused: (id: string, code: string, error: string): Promise<Stored<unknown>> =>
    attempt('mark the message refused', ({ db, outbox }) => outbox.markRefused(db, id, code, error)),
}
