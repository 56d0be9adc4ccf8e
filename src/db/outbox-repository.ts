import { openDatabase, type ThinkFirstDatabase } from './database'
import type { OutboxEntry, OutboxKind, OutboxPayload } from './record-types'
import { restoreOutboxEntry } from './restore-outbox'

// Every function rejects with StorageUnavailableError when IndexedDB cannot be opened. An entry moves one way
// only, queued -> sent or queued -> refused: nothing here re-queues an entry, so a delivered form is never
// delivered again and a refused one is never retried.

/** Stores a new submission as queued, before any delivery is tried, and returns it. */
export async function enqueue(
  db: ThinkFirstDatabase,
  kind: OutboxKind,
  payload: OutboxPayload,
  now = Date.now(),
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    kind,
    payload: { ...payload },
    createdAt: now,
    attempts: 0,
    status: 'queued',
  }
  await openDatabase(db)
  await db.outbox.add(entry)
  return entry
}

/**
 * Stores an entry under an id of the caller's (a room result's is the result's id) unless one is there
 * already, so a result is queued once however often it is offered; resolves to the entry kept.
 */
export async function enqueueOnce(
  db: ThinkFirstDatabase,
  id: string,
  kind: OutboxKind,
  makePayload: () => Promise<OutboxPayload>,
  now = Date.now(),
): Promise<OutboxEntry> {
  await openDatabase(db)
  const known = restoreOutboxEntry(await db.outbox.get(id))
  if (known) return known
  // Made outside the transaction: sealing awaits Web Crypto, which would let an IndexedDB transaction close.
  const payload = await makePayload()
  return db.transaction('rw', db.outbox, async () => {
    const raced = restoreOutboxEntry(await db.outbox.get(id))
    if (raced) return raced
    const entry: OutboxEntry = { id, kind, payload, createdAt: now, attempts: 0, status: 'queued' }
    await db.outbox.add(entry)
    return entry
  })
}

/** The entry with this id, or null when there is none or it is unreadable. */
export async function getEntry(db: ThinkFirstDatabase, id: string): Promise<OutboxEntry | null> {
  await openDatabase(db)
  return restoreOutboxEntry(await db.outbox.get(id))
}

/** The entries still to deliver, oldest first. */
export async function listPending(db: ThinkFirstDatabase): Promise<OutboxEntry[]> {
  await openDatabase(db)
  const rows = await db.outbox.where('status').equals('queued').sortBy('createdAt')
  return rows.flatMap((row) => restoreOutboxEntry(row) ?? []).filter((entry) => entry.status === 'queued')
}

/**
 * Applies `change` to a queued entry in one transaction, so two tabs delivering at once cannot undo each
 * other's update. Sent entries are returned unchanged; a missing or unreadable entry gives null.
 */
async function updateQueued(
  db: ThinkFirstDatabase,
  id: string,
  change: (entry: OutboxEntry) => OutboxEntry,
): Promise<OutboxEntry | null> {
  await openDatabase(db)
  return db.transaction('rw', db.outbox, async () => {
    const entry = restoreOutboxEntry(await db.outbox.get(id))
    if (entry?.status !== 'queued') return entry
    const next = change(entry)
    await db.outbox.put(next)
    return next
  })
}

/** Counts a delivery try; `error` (the reason it failed) replaces the previous one, or clears it when absent. */
export async function recordAttempt(
  db: ThinkFirstDatabase,
  id: string,
  error?: string,
): Promise<OutboxEntry | null> {
  return updateQueued(db, id, (entry) => {
    const next: OutboxEntry = { ...entry, attempts: entry.attempts + 1, lastError: error }
    if (error === undefined) delete next.lastError
    return next
  })
}

/** Marks the entry delivered at `now`. Idempotent: an entry already sent keeps its first sentAt. */
export async function markSent(
  db: ThinkFirstDatabase,
  id: string,
  now = Date.now(),
): Promise<OutboxEntry | null> {
  return updateQueued(db, id, (entry) => ({ ...entry, status: 'sent', sentAt: now }))
}

/**
 * Takes the entry out of delivery for good: the endpoint refused it (`code` is its JSON error code) and
 * would refuse it again. Kept, with its message, until the visitor has been told and dismisses it.
 */
export async function markRefused(
  db: ThinkFirstDatabase,
  id: string,
  code: string,
  error: string,
): Promise<OutboxEntry | null> {
  return updateQueued(db, id, (entry) => ({
    ...entry,
    status: 'refused',
    attempts: entry.attempts + 1,
    lastError: error,
    refusalCode: code,
  }))
}

/**
 * Puts a refused entry back into delivery, as it was sealed and under the same id (so it is still taken
 * once), when the reason may have passed: a room that was full and has made space.
 */
export async function requeueRefused(db: ThinkFirstDatabase, id: string): Promise<OutboxEntry | null> {
  await openDatabase(db)
  return db.transaction('rw', db.outbox, async () => {
    const entry = restoreOutboxEntry(await db.outbox.get(id))
    if (entry?.status !== 'refused') return entry
    const next: OutboxEntry = { ...entry, status: 'queued' }
    delete next.refusalCode
    delete next.lastError
    await db.outbox.put(next)
    return next
  })
}

/** The entries the endpoint refused, oldest first: messages the visitor still has to be told about. */
export async function listRefused(db: ThinkFirstDatabase): Promise<OutboxEntry[]> {
  await openDatabase(db)
  const rows = await db.outbox.where('status').equals('refused').sortBy('createdAt')
  return rows.flatMap((row) => restoreOutboxEntry(row) ?? []).filter((entry) => entry.status === 'refused')
}

/**
 * Deletes a refused entry once the visitor has been told and dismissed it (or sent it by e-mail): its text
 * has nowhere left to go, and a copy kept after that would only be personal data held for nothing.
 */
export async function dismissRefused(db: ThinkFirstDatabase, id: string): Promise<void> {
  await openDatabase(db)
  await db.transaction('rw', db.outbox, async () => {
    const entry = restoreOutboxEntry(await db.outbox.get(id))
    if (entry?.status === 'refused') await db.outbox.delete(id)
  })
}

/**
 * Deletes the copies of submissions already delivered or handed to the mail app, and those the endpoint
 * refused ("Delete my data"). Queued entries stay: they are messages the visitor asked us to send and that
 * have not left yet.
 */
export async function deleteSettled(db: ThinkFirstDatabase): Promise<void> {
  await openDatabase(db)
  await db.outbox.where('status').anyOf('sent', 'refused').delete()
}

/** Drops a submission that has not left yet (the visitor chose to change it before sending). */
export async function discardQueued(db: ThinkFirstDatabase, id: string): Promise<void> {
  await openDatabase(db)
  await db.transaction('rw', db.outbox, async () => {
    const entry = restoreOutboxEntry(await db.outbox.get(id))
    if (entry?.status === 'queued') await db.outbox.delete(id)
  })
}
