/** The results kept on this device: the visitor's own, those received by link and a workshop's. */
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { requestPersistentStorage } from '../persistent-storage'
import { attempt, type Stored } from './attempt'

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
