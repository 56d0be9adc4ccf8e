import type { AssessmentResult } from '../assessment/assessment-types'
import { MIN_SUMMARY_CARDS, type RoomSummary } from './room-summary'
import { summarizeGroup } from '../workshop/workshop-group'

/**
 * The room's summary from its cards, or null with fewer than MIN_SUMMARY_CARDS (then nothing is published).
 * Built on the group summary, so the phones read the same numbers as the room screen.
 */
export function summarizeRoom(results: readonly AssessmentResult[]): RoomSummary | null {
  if (results.length < MIN_SUMMARY_CARDS) return null
  const group = summarizeGroup(results)
  if (!group.averages) return null
  return { total: group.participants, averages: group.averages, powers: group.powerCounts }
}
