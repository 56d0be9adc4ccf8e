/** The shapes of an assessment and its result, shared by scoring, storage and sharing. */

import type { ScoreKey } from '../../content/assessment/scores'

/** Ten scores, each 0-100. */
export type Scores = Record<ScoreKey, number>

export type SwipeSide = 'left' | 'right'
/** Card id (1-30) to the side chosen. */
export type Responses = Record<number, SwipeSide>

export const ASSESSMENT_STEPS = [
  'title',
  'motivation',
  'fear',
  'knowledge',
  'superpowers',
  'results',
] as const
export type AssessmentStep = (typeof ASSESSMENT_STEPS)[number]

export interface SelectedPower {
  id: string
  name: string
}

/** The in-progress assessment, as the visitor's browser holds it. */
export interface AssessmentSession {
  currentStep: AssessmentStep
  progress: number
  /** Epoch milliseconds when Start Discovery was pressed; 0 before. */
  startTime: number
  motivationResponses: Responses
  fearResponses: Responses
  expertisePrimary: string
  expertiseSecondary: string
  selectedPowers: SelectedPower[]
  scores: Scores
  uuid: string | null
  completed: boolean
}

export interface SideCounts {
  left: number
  right: number
}

/** A finished assessment: everything its card and dashboard show. */
export interface AssessmentResult {
  uuid: string
  scores: Scores
  powers: SelectedPower[]
  expertise: string
  motivationCounts: SideCounts
  fearCounts: SideCounts
  durationSeconds: number
  /** Epoch milliseconds when the result was generated. */
  createdAt: number
  deckVersion: number
  /** Whose card it is: the first name its owner chose to give in the share dialog, and their link carries. */
  firstName?: string
  /** Whether the card keeps its watch-out private: its owner's choice in the share dialog, or their link's. */
  hideWatchOut?: boolean
  /** The card arrived by someone's share link: it is theirs, not this visitor's. */
  received?: true
  /**
   * The name an attendee chose to give the facilitator on joining a live room: in the facilitator's exports
   * only, never on the room screen, and never stored (restoreResult leaves it out).
   */
  displayName?: string
}
