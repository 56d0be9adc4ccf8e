import { motivationAdjectives, scorePhrases, type ScoreKey } from '../content/assessment/scores'
import { cardTextCopy } from '../content/assessment/card'
import { DEFAULT_EXPERTISE } from '../content/assessment/expertise'
import type { SelectedPower, Scores } from './assessment-types'
import { withoutControls } from './free-text'
import { topFear, topMotivation } from './scoring'

/** The card's title in its two parts, e.g. "The Curious" and "Pattern-Spotter", for a two-level headline. */
export function cardNameParts(
  scores: Scores,
  powers: readonly SelectedPower[],
): { lead: string; noun: string } {
  return {
    lead: `The ${motivationAdjectives[topMotivation(scores)]}`,
    noun: powers[0]?.name ?? cardTextCopy.powerlessNoun,
  }
}

/** The card's title from the top motivation and first power, e.g. "The Curious Pattern-Spotter". */
export function cardName(scores: Scores, powers: readonly SelectedPower[]): string {
  const { lead, noun } = cardNameParts(scores, powers)
  return `${lead} ${noun}`
}

/** Fills `{key}` slots in one pass, so a stored or shared power name holding `$&` or `{fear}` stays literal. */
function fillOnce(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

/** SPEC.md's tip written from the scores' phrases, with 'your strengths' standing in when no power exists. */
export function tipText(scores: Scores, powers: readonly SelectedPower[]): string {
  const power = powers[0]
  return fillOnce(cardTextCopy.tip, {
    motivation: scorePhrases[topMotivation(scores)],
    power: power ? fillOnce(cardTextCopy.power, { power: power.name }) : cardTextCopy.noPower,
    fear: scorePhrases[topFear(scores)],
  })
}

/** A score's phrase as the start of a line, e.g. "Fear of the unknown". */
export function scoreHeadline(key: ScoreKey): string {
  const phrase = scorePhrases[key]
  return phrase.charAt(0).toUpperCase() + phrase.slice(1)
}

/** The expertise to show, without controls, or SPEC.md's default when none is stored. */
export function expertiseOrDefault(expertise: string): string {
  return withoutControls(expertise).trim() || DEFAULT_EXPERTISE
}
