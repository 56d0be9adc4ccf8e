import { motivationAdjectives, scorePhrases, type ScoreKey } from '../../content/assessment/scores'
import { cardTextCopy } from '../../content/assessment/card'
import { DEFAULT_EXPERTISE } from '../../content/assessment/expertise'
import type { SelectedPower, Scores } from '../assessment/assessment-types'
import { withoutControls } from '../text/free-text'
import { topFears, topMotivations } from '../assessment/scoring'

/**
 * The card's title in its two parts, e.g. "The Curious" and "Pattern-Spotter", for a two-level headline.
 * Motivations tied at the top give no single adjective, so none is picked by list order.
 */
export function cardNameParts(
  scores: Scores,
  powers: readonly SelectedPower[],
): { lead: string; noun: string } {
  const [top, ...tied] = topMotivations(scores)
  const adjective = tied.length > 0 || !top ? cardTextCopy.tiedMotivationAdjective : motivationAdjectives[top]
  return { lead: `The ${adjective}`, noun: powers[0]?.name ?? cardTextCopy.powerlessNoun }
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

/** Tied scores in running text: one phrase, two joined, or `many` for three or more. */
function tiedPhrase(keys: readonly ScoreKey[], many: string): string {
  const [first, second] = keys.map((key) => scorePhrases[key])
  if (keys.length > 2) return many
  return second ? fillOnce(cardTextCopy.tiedPair, { first: first ?? '', second }) : (first ?? many)
}

/** The tip written from the scores' phrases, with 'your strengths' standing in when no power exists. */
export function tipText(scores: Scores, powers: readonly SelectedPower[]): string {
  const power = powers[0]
  return fillOnce(cardTextCopy.tip, {
    motivation: tiedPhrase(topMotivations(scores), cardTextCopy.manyMotivations),
    power: power ? fillOnce(cardTextCopy.power, { power: power.name }) : cardTextCopy.noPower,
    fear: tiedPhrase(topFears(scores), cardTextCopy.manyFears),
  })
}

/** A score's phrase as the start of a line, e.g. "Fear of the unknown". */
export function scoreHeadline(key: ScoreKey): string {
  const phrase = scorePhrases[key]
  return phrase.charAt(0).toUpperCase() + phrase.slice(1)
}

/**
 * The card's watch-out: the top fear's headline, or, when fears tie at the top, that there is no single
 * one, e.g. "Evenly spread: four fears at 50".
 */
export function watchOutText(scores: Scores): string {
  const tops = topFears(scores)
  const [only] = tops
  if (tops.length === 1 && only) return scoreHeadline(only)
  return fillOnce(cardTextCopy.tiedFears, {
    count: cardTextCopy.tieCounts[tops.length] ?? String(tops.length),
    score: String(only ? scores[only] : 0),
  })
}

/** The expertise to show, without controls, or the default topic when none is stored. */
export function expertiseOrDefault(expertise: string): string {
  return withoutControls(expertise).trim() || DEFAULT_EXPERTISE
}
