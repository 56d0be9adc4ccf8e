/**
 * The app's one IndexedDB database (name and versions: storage-keys.ts). Everything stays on this device.
 *
 * - `sessions`: the in-progress MojoMe assessment, under STORAGE.currentSessionId, saved at every answer with
 *   the rounds' card order and position so a reload resumes on the same card. Cleared by Start over and by
 *   workshop mode's Next participant.
 * - `results`: finished assessments by uuid, the visitor's own and those opened from share links; listed and
 *   deleted on /result.
 * - `workshops`: workshops run on this device (name, tablet label, the facilitator's hashed PIN while it
 *   runs, start and end); results taken in one carry its id (`workshopId`), so its group view can find them.
 *   Ending one drops its PIN hash and the unfinished assessment; ending it with its results deleted deletes
 *   its row too, so nothing of it stays.
 * - `comparisons`: "Compare with me": beside a visitor's own result (by its uuid), a copy of the card someone
 *   shared with them that they chose to compare it with, so the comparison opens offline and outlives that
 *   card's own row. Deleted with the result, and by "Delete my data".
 * - `outbox`: contact and intake submissions, and results sealed for a live room (under the result's id),
 *   stored before delivery so none is lost offline, and kept as 'sent' afterwards (one-way, so none is sent
 *   twice) until "Delete my data" removes the sent copies.
 * - `rooms`: live rooms the facilitator runs from this device, by code, with the keys that open their cards
 *   and control them. Ending a room deletes its row.
 * - `roomMemberships`: on an attendee's phone, by room code, the key pair it joined the room with (its
 *   private half unextractable) and, once the facilitator revealed, the room's summary ("you and the room"),
 *   so it stays on the attendee's result offline. Deleted by "Delete my data".
 *
 * Rows are read back through the restore-*.ts functions, so a corrupt row reads as absent. Nothing here runs at
 * import: the database is created on first use and opened by the repositories, so the prerender and browsers
 * without IndexedDB import this safely and get a StorageUnavailableError when they try to use it.
 */
import { Dexie, type DexieOptions, type EntityTable } from 'dexie'
import type { WorkshopRow } from '../domain/workshop/workshop-types'
import type { FacilitatorRoom, RoomMembership } from '../domain/room/room-records'
import type { ComparisonRow, OutboxEntry, ResultRow, SessionRecord } from './record-types'
import { reportStorageBlocked } from './storage-blocked'
import { StorageUnavailableError } from './storage-error'
import { STORAGE } from './storage-keys'

/** The IndexedDB implementation to use: the browser's, or fake-indexeddb in tests. */
export type IndexedDbApi = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>

export class ThinkFirstDatabase extends Dexie {
  declare sessions: EntityTable<SessionRecord, 'id'>
  declare results: EntityTable<ResultRow, 'uuid'>
  declare outbox: EntityTable<OutboxEntry, 'id'>
  declare workshops: EntityTable<WorkshopRow, 'id'>
  declare comparisons: EntityTable<ComparisonRow, 'resultUuid'>
  declare rooms: EntityTable<FacilitatorRoom, 'code'>
  declare roomMemberships: EntityTable<RoomMembership, 'code'>

  constructor(name: string, api: IndexedDbApi) {
    super(name, api)
    // Each version lists only what it changes; Dexie upgrades a device from any earlier one, keeping its rows.
    this.version(1).stores({
      sessions: 'id, updatedAt',
      results: 'uuid, createdAt',
      outbox: 'id, status, createdAt',
    })
    this.version(2).stores({
      results: 'uuid, createdAt, workshopId',
      workshops: 'id, startedAt',
    })
    this.version(3).stores({ comparisons: 'resultUuid', rooms: 'code, createdAt' })
    this.version(STORAGE.schemaVersion).stores({ roomMemberships: 'code' })
    this.on('blocked', reportStorageBlocked)
  }
}

function browserIndexedDb(): IndexedDbApi {
  // Read at call time, not at import; some sandboxed frames throw on merely touching `indexedDB`.
  try {
    return { indexedDB: globalThis.indexedDB, IDBKeyRange: globalThis.IDBKeyRange }
  } catch {
    return { indexedDB: undefined, IDBKeyRange: undefined }
  }
}

/** A new, unopened database handle; tests pass their own name and fake-indexeddb for isolation. */
export function createDatabase(
  name: string = STORAGE.databaseName,
  api = browserIndexedDb(),
): ThinkFirstDatabase {
  return new ThinkFirstDatabase(name, api)
}

let appDatabase: ThinkFirstDatabase | undefined

/** The app's shared database handle, created on first call (not opened until a repository uses it). */
export function getAppDatabase(): ThinkFirstDatabase {
  appDatabase ??= createDatabase()
  return appDatabase
}

/** Opens `db` if it is not open yet; rejects with StorageUnavailableError whatever the reason it cannot. */
export async function openDatabase(db: ThinkFirstDatabase): Promise<ThinkFirstDatabase> {
  try {
    await db.open()
    return db
  } catch (error) {
    throw new StorageUnavailableError(error)
  }
}

/** Whether IndexedDB can be used on this device; resolves false instead of throwing. */
export async function isStorageAvailable(db: ThinkFirstDatabase = getAppDatabase()): Promise<boolean> {
  return openDatabase(db).then(
    () => true,
    () => false,
  )
}
