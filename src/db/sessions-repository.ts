import { openDatabase, type ThinkFirstDatabase } from './database'
import type { SessionDraft, SessionRecord } from './record-types'
import { restoreSession } from './restore-session'
import { STORAGE } from './storage-keys'

// Every function rejects with StorageUnavailableError when IndexedDB cannot be opened.

/** Stores the session under its id (replacing the previous save), stamped with `now` and the shape version. */
export async function saveSession(
  db: ThinkFirstDatabase,
  draft: SessionDraft,
  now = Date.now(),
): Promise<SessionRecord> {
  const record: SessionRecord = { ...draft, updatedAt: now, schemaVersion: STORAGE.sessionRecordVersion }
  await openDatabase(db)
  await db.sessions.put(record)
  return record
}

/** The saved session, or null when there is none or it is unreadable. */
export async function loadSession(
  db: ThinkFirstDatabase,
  id: string = STORAGE.currentSessionId,
): Promise<SessionRecord | null> {
  await openDatabase(db)
  return restoreSession(await db.sessions.get(id))
}

/** Forgets the saved session (Start over, Next participant); does nothing when there is none. */
export async function clearSession(
  db: ThinkFirstDatabase,
  id: string = STORAGE.currentSessionId,
): Promise<void> {
  await openDatabase(db)
  await db.sessions.delete(id)
}
