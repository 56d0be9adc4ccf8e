import type { ChoiceCard } from '../../content/assessment/deck'
import { FEAR_KEYS, MOTIVATION_KEYS, type FearKey, type MotivationKey } from '../../content/assessment/scores'
import type { Responses, Scores, SideCounts } from './assessment-types'

/** Each score is tag count / 6 x 100, capped at 100. */
export const SCORE_DIVISOR = 6
export const SCORE_CAP = 100

/** A score from how many chosen sides name it: count / 6 x 100, rounded, capped at 100. */
export function scoreOfCount(count: number): number {
  return Math.min(SCORE_CAP, Math.round((count / SCORE_DIVISOR) * 100))
}

export function emptyScores(): Scores {
  return Object.fromEntries([...MOTIVATION_KEYS, ...FEAR_KEYS].map((key) => [key, 0])) as Scores
}

/**
 * Scores every recorded answer: the chosen side's tags (left = A, right = B) each add 1 to their score,
 * then each score becomes count / 6 x 100, rounded and capped at 100. Unknown card ids are ignored.
 */
export function computeScores(deck: readonly ChoiceCard[], ...responseSets: Responses[]): Scores {
  const counts = emptyScores()
  const cardsById = new Map(deck.map((card) => [card.id, card]))
  for (const responses of responseSets) {
    for (const [id, side] of Object.entries(responses)) {
      const card = cardsById.get(Number(id))
      if (!card) continue
      for (const tag of side === 'left' ? card.tagsA : card.tagsB) counts[tag] += 1
    }
  }
  for (const key of Object.keys(counts) as (keyof Scores)[]) counts[key] = scoreOfCount(counts[key])
  return counts
}

function tiedAtTop<K extends keyof Scores>(scores: Scores, keys: readonly K[]): K[] {
  const best = Math.max(...keys.map((key) => scores[key]))
  return keys.filter((key) => scores[key] === best)
}

/** Every motivation sharing the highest score: one key, or several when they tie. */
export function topMotivations(scores: Scores): MotivationKey[] {
  return tiedAtTop(scores, MOTIVATION_KEYS)
}

/** Every fear sharing the highest score: one key, or several when they tie. */
export function topFears(scores: Scores): FearKey[] {
  return tiedAtTop(scores, FEAR_KEYS)
}

/** The motivation keys ordered from strongest to weakest (stable for ties). */
export function rankedMotivations(scores: Scores): MotivationKey[] {
  return [...MOTIVATION_KEYS].sort((a, b) => scores[b] - scores[a])
}

/** How many answers went left and right. */
export function sideCounts(responses: Responses): SideCounts {
  const sides = Object.values(responses)
  return {
    left: sides.filter((side) => side === 'left').length,
    right: sides.filter((side) => side === 'right').length,
  }
}
