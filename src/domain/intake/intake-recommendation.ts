import type { IntakeRecommendation } from '../../content/intake-recommendations'
import type { IntakeAnswers } from './intake-fields'

/** Organisations larger than this with a knowledge or incentive gap get the Immersion Day. */
export const IMMERSION_MIN_ORG_SIZE_EXCLUSIVE = 25
/** Organisations larger than this with an action gap and a 25k-100k budget get the Think-Week Retreat. */
export const RETREAT_MIN_ORG_SIZE_EXCLUSIVE = 50
export const RETREAT_BUDGET = '25k-100k'

type RuleInput = Pick<IntakeAnswers, 'orgSize' | 'knowledgeGap' | 'incentiveGap' | 'actionGap' | 'budget'>

/** The rule: Starter Session; over 25 with a knowledge or incentive gap, Immersion Day; over 50 with an action gap and a 25k-100k budget, Think-Week Retreat (which wins). */
export function recommendIntake(answers: RuleInput): IntakeRecommendation {
  if (
    answers.orgSize > RETREAT_MIN_ORG_SIZE_EXCLUSIVE &&
    answers.actionGap &&
    answers.budget === RETREAT_BUDGET
  ) {
    return 'think-week-retreat'
  }
  if (answers.orgSize > IMMERSION_MIN_ORG_SIZE_EXCLUSIVE && (answers.knowledgeGap || answers.incentiveGap)) {
    return 'immersion-day'
  }
  return 'starter-session'
}
