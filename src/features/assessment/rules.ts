import { deck } from '../../content/assessment/deck'
import { EXPERTISE_MAX_LENGTH } from '../../content/assessment/expertise'
import { REQUIRED_POWER_COUNT } from '../../content/assessment/powers'
import type { AssessmentRules } from '../../domain/assessment/session'

export const assessmentRules: AssessmentRules = {
  deck,
  requiredPowers: REQUIRED_POWER_COUNT,
  expertiseMaxLength: EXPERTISE_MAX_LENGTH,
}

/** The pause on a round's closing message before the next step. */
export const ROUND_ADVANCE_DELAY_MS = 1000
/** Vibration lengths. */
export const VIBRATION_MS = { start: 30, swipe: 50 } as const
