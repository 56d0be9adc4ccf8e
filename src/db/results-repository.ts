import type { AssessmentResult } from '../domain/assessment/assessment-types'
import { openDatabase, type ThinkFirstDatabase } from './database'
import { restoreResult } from '../domain/restore/restore-result'

// Every function rejects with StorageUnavailableError when IndexedDB cannot be opened. Unreadable rows are
// treated as absent: they are not returned, listed or counted, but deleteAllResults removes them too.

/** Stores a finished assessment, in a workshop if one is named; saving the same uuid again replaces it. */
export async function saveResult(
  db: ThinkFirstDatabase,
  result: AssessmentResult,
  workshopId?: string,
): Promise<void> {
  await openDatabase(db)
  await db.results.put(workshopId ? { ...result, workshopId } : result)
}

/** The result with this uuid, or null when it is not on this device or unreadable. */
export async function getResult(db: ThinkFirstDatabase, uuid: string): Promise<AssessmentResult | null> {
  await openDatabase(db)
  return restoreResult(await db.results.get(uuid))
}

/** Every stored result, newest first. */
export async function listResults(db: ThinkFirstDatabase): Promise<AssessmentResult[]> {
  await openDatabase(db)
  const rows = await db.results.orderBy('createdAt').reverse().toArray()
  return rows.flatMap((row) => restoreResult(row) ?? [])
}

/** How many results listResults would return. */
export async function countResults(db: ThinkFirstDatabase): Promise<number> {
  await openDatabase(db)
  return db.results.filter((row) => restoreResult(row) !== null).count()
}

/** Deletes one result; does nothing when it is not there. */
export async function deleteResult(db: ThinkFirstDatabase, uuid: string): Promise<void> {
  await openDatabase(db)
  await db.results.delete(uuid)
}

/** Deletes every stored result ("Delete my data on this device"). */
export async function deleteAllResults(db: ThinkFirstDatabase): Promise<void> {
  await openDatabase(db)
  await db.results.clear()
}

/** Changes whose card a result is and whether it shows its watch-out; does nothing when it is not there. */
export async function updateOwnership(
  db: ThinkFirstDatabase,
  uuid: string,
  ownership: { firstName: string; hideWatchOut: boolean },
): Promise<void> {
  await openDatabase(db)
  await db.results.update(uuid, {
    firstName: ownership.firstName || undefined,
    hideWatchOut: ownership.hideWatchOut,
  })
}
