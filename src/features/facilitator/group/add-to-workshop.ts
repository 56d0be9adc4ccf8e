import { addWorkshopResults, type Stored } from '../../../db/device-data'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { mergeResults } from '../../../domain/workshop/workshop-merge'

export interface Addition {
  /** Results new to this device, now in the workshop. */
  added: number
  /** Results already on this device, or brought twice at once. */
  alreadyHere: number
}

/**
 * Adds results brought from elsewhere to the workshop, each uuid once: a result already on the device is
 * never changed. On a storage failure nothing is added (the whole batch is one transaction).
 */
export async function addToWorkshop(
  workshopId: string,
  results: readonly AssessmentResult[],
): Promise<Stored<Addition>> {
  // The same card twice in one batch (a link pasted twice) would fail the whole insert.
  const { merged, duplicates } = mergeResults([], results)
  if (merged.length === 0) return { ok: true, value: { added: 0, alreadyHere: duplicates } }
  const stored = await addWorkshopResults(workshopId, merged)
  if (!stored.ok) return stored
  return { ok: true, value: { added: stored.value, alreadyHere: results.length - stored.value } }
}
