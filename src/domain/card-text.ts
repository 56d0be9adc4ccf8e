import { motivationAdjectives, scoreLabels } from '../content/assessment/scores'
import { cardTextCopy } from '../content/assessment/card'
import { DEFAULT_EXPERTISE } from '../content/assessment/expertise'
import type { SelectedPower, Scores } from './assessment-types'
import { topFear, topMotivation } from './scoring'

/** The card's title from the top motivation and first power, e.g. "The Curious Pattern-Spotter". */
export function cardName(scores: Scores, powers: readonly SelectedPower[]): string {
  const adjective = motivationAdjectives[topMotivation(scores)]
  const power = powers[0]?.name ?? cardTextCopy.powerlessNoun
  return `The ${adjective} ${power}`
}

/** SPEC.md's tip, with 'your strengths' standing in when no power exists. */
export function tipText(scores: Scores, powers: readonly SelectedPower[]): string {
  const values = {
    motivation: scoreLabels[topMotivation(scores)],
    power: powers[0]?.name ?? cardTextCopy.noPower,
    fear: scoreLabels[topFear(scores)],
  }
  // One pass with a replacer, so a stored or shared power name holding `$&` or `{fear}` stays literal.
  return cardTextCopy.tip.replace(
    /\{(motivation|power|fear)\}/g,
    (_, key: keyof typeof values) => values[key],
  )
}

/** The expertise to show, or SPEC.md's default when none is stored. */
export function expertiseOrDefault(expertise: string): string {
  return expertise.trim() || DEFAULT_EXPERTISE
}
