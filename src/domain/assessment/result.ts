import type { AssessmentResult } from './assessment-types'
import { elapsedSeconds } from './elapsed'
import { sideCounts } from './scoring'
import type { AssessmentState } from './session'

/** The stored result of a finished assessment, or null if it is not finished. */
export function resultOf(state: AssessmentState, now: number, deckVersion: number): AssessmentResult | null {
  const { session } = state
  if (!session.completed || !session.uuid) return null
  return {
    uuid: session.uuid,
    scores: session.scores,
    powers: session.selectedPowers,
    expertise: session.expertisePrimary,
    motivationCounts: sideCounts(session.motivationResponses),
    fearCounts: sideCounts(session.fearResponses),
    durationSeconds: elapsedSeconds(session.startTime, now),
    createdAt: now,
    deckVersion,
  }
}
