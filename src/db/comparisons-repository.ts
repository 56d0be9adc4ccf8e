import type { AssessmentResult } from '../domain/assessment/assessment-types'
import { restoreResult } from '../domain/restore/restore-result'
import { openDatabase, type ThinkFirstDatabase } from './database'

// Every function rejects with StorageUnavailableError when IndexedDB cannot be opened. An unreadable row
// reads as no comparison.

/** Keeps `card` as the one a result is compared with; a second call for the same result replaces it. */
export async function saveComparison(
  db: ThinkFirstDatabase,
  resultUuid: string,
  card: AssessmentResult,
): Promise<void> {
  await openDatabase(db)
  await db.comparisons.put({ resultUuid, card })
}

/** The card a result is compared with, or null. */
export async function getComparison(
  db: ThinkFirstDatabase,
  resultUuid: string,
): Promise<AssessmentResult | null> {
  await openDatabase(db)
  const row = await db.comparisons.get(resultUuid)
  return row ? restoreResult(row.card) : null
}

export async function deleteComparison(db: ThinkFirstDatabase, resultUuid: string): Promise<void> {
  await openDatabase(db)
  await db.comparisons.delete(resultUuid)
}

export async function deleteAllComparisons(db: ThinkFirstDatabase): Promise<void> {
  await openDatabase(db)
  await db.comparisons.clear()
}
