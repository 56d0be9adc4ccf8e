import type { AssessmentResult } from '../domain/assessment/assessment-types'
import { restoreResult } from '../domain/restore/restore-result'
import { openDatabase, type ThinkFirstDatabase } from './database'
import type { Workshop } from '../domain/workshop/workshop-types'
import { restoreWorkshop } from './restore-workshop'

// Every function rejects with StorageUnavailableError when IndexedDB cannot be opened.

/** Stores a new workshop, or a changed one (its idle time, its end). */
export async function saveWorkshop(db: ThinkFirstDatabase, workshop: Workshop): Promise<void> {
  await openDatabase(db)
  await db.workshops.put(workshop)
}

/** The workshop with this id, or null when there is none or it is unreadable. */
export async function getWorkshop(db: ThinkFirstDatabase, id: string): Promise<Workshop | null> {
  await openDatabase(db)
  return restoreWorkshop(await db.workshops.get(id))
}

/** The results taken in (or added to) a workshop, oldest first. */
export async function listWorkshopResults(db: ThinkFirstDatabase, id: string): Promise<AssessmentResult[]> {
  await openDatabase(db)
  const rows = await db.results.where('workshopId').equals(id).sortBy('createdAt')
  return rows.flatMap((row) => restoreResult(row) ?? [])
}

/**
 * Adds results to a workshop (from another tablet, or scanned from attendees' phones). A result already on
 * this device keeps its row; the number actually added is returned.
 */
export async function addWorkshopResults(
  db: ThinkFirstDatabase,
  id: string,
  results: readonly AssessmentResult[],
): Promise<number> {
  await openDatabase(db)
  return db.transaction('rw', db.results, async () => {
    const existing = new Set(
      await db.results
        .where('uuid')
        .anyOf(results.map((result) => result.uuid))
        .primaryKeys(),
    )
    const fresh = results.filter((result) => !existing.has(result.uuid))
    await db.results.bulkAdd(fresh.map((result) => ({ ...result, workshopId: id })))
    return fresh.length
  })
}

/**
 * Ends a workshop and wipes any unfinished assessment. Keeping its results keeps its name and times for
 * them but drops the PIN hash (a short PIN's hash falls to an offline search); deleting them deletes the
 * workshop with them, every result tagged with it included.
 */
export async function endWorkshop(
  db: ThinkFirstDatabase,
  id: string,
  results: 'keep' | 'delete',
  now = Date.now(),
): Promise<void> {
  await openDatabase(db)
  await db.transaction('rw', db.workshops, db.results, db.sessions, async () => {
    await db.sessions.clear()
    if (results === 'keep') {
      await db.workshops.update(id, { endedAt: now, pin: undefined })
      return
    }
    await db.results.where('workshopId').equals(id).delete()
    await db.workshops.delete(id)
  })
}

/** Deletes every workshop ("Delete my data on this device"). */
export async function deleteAllWorkshops(db: ThinkFirstDatabase): Promise<void> {
  await openDatabase(db)
  await db.workshops.clear()
}
