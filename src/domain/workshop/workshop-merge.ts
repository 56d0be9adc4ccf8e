// Adding results to a workshop from elsewhere (scanned QR codes, pasted links, another tablet's export).
// A uuid is made once, when an assessment finishes, and a result never changes after, so two copies with one
// uuid are the same result: the one already here is kept, and an import can only add, never alter.
import type { AssessmentResult } from '../assessment/assessment-types'

export interface MergeOutcome {
  /** `existing` unchanged, followed by the new results in incoming order: `merged.slice(existing.length)`. */
  merged: AssessmentResult[]
  /** How many incoming results were new. */
  added: number
  /** How many incoming results were already here, or came twice in `incoming`. */
  duplicates: number
}

/** Adds the incoming results whose uuid is not yet present; `added + duplicates === incoming.length`. */
export function mergeResults(
  existing: readonly AssessmentResult[],
  incoming: readonly AssessmentResult[],
): MergeOutcome {
  const seen = new Set(existing.map((result) => result.uuid))
  const merged = [...existing]
  for (const result of incoming) {
    if (seen.has(result.uuid)) continue
    seen.add(result.uuid)
    merged.push(result)
  }
  const added = merged.length - existing.length
  return { merged, added, duplicates: incoming.length - added }
}
