/**
 * The scores and side counts an assessment can end with. It answers every card of both rounds, left or right,
 * and each score is scoreOfCount of how many chosen sides name it (computeScores), so a card's scores and side
 * counts must come from one side chosen per card. Each round's possible endings are listed once, when a card is
 * first checked, by trying both sides of every card while keeping each distinct tally once (a tally at the cap
 * is kept as the cap, as more of it scores no higher): a few thousand states, milliseconds. Every check after
 * that is a lookup.
 */
import { fearCards, motivationCards, type ChoiceCard } from '../../content/assessment/deck'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../content/assessment/scores'
import type { Scores, SideCounts } from './assessment-types'
import { SCORE_CAP, scoreOfCount } from './scoring'

/** The lowest tally that scores the cap; any higher one scores the same. */
const FULL = Array.from({ length: SCORE_CAP + 1 }, (_, tally) => tally).find(
  (tally) => scoreOfCount(tally) === SCORE_CAP,
) as number

interface Round {
  cards: readonly ChoiceCard[]
  keys: readonly ScoreKey[]
  /** Built on first use: see endingsOf. */
  endings?: Int32Array
}

const ROUNDS: readonly [Round, Round] = [
  { cards: motivationCards, keys: MOTIVATION_KEYS },
  { cards: fearCards, keys: FEAR_KEYS },
]

// A state is a number whose digits, in base FULL + 1, are the keys' tallies (each 0 to FULL).
const BASE = FULL + 1

/** The state after a side that adds to these digit units, a tally at the cap staying there. */
function after(state: number, units: readonly number[]): number {
  let next = state
  for (const unit of units) if (Math.floor(next / unit) % BASE < FULL) next += unit
  return next
}

/** Per state, a bit mask of the numbers of left answers with which the round can end there (bit n: n left). */
function endingsOf({ cards, keys }: Round): Int32Array {
  const units = (tags: readonly ScoreKey[]) => tags.map((tag) => BASE ** keys.indexOf(tag))
  const size = BASE ** keys.length
  let masks = new Int32Array(size)
  masks[0] = 1
  let states = [0]
  for (const card of cards) {
    const [left, right] = [units(card.tagsA), units(card.tagsB)]
    const next = new Int32Array(size)
    const reached: number[] = []
    const reach = (state: number, lefts: number) => {
      if (next[state] === 0) reached.push(state)
      next[state] = (next[state] ?? 0) | lefts
    }
    for (const state of states) {
      const mask = masks[state] ?? 0
      reach(after(state, left), mask << 1)
      reach(after(state, right), mask)
    }
    masks = next
    states = reached
  }
  return masks
}

/** The state a card's scores describe, or null when some score is none a tally gives. */
function stateOf({ keys }: Round, scores: Scores): number | null {
  let state = 0
  for (const [k, key] of keys.entries()) {
    const tally = Array.from({ length: BASE }, (_, n) => n).find((n) => scoreOfCount(n) === scores[key])
    if (tally === undefined) return null
    state += tally * BASE ** k
  }
  return state
}

function isRoundEnding(round: Round, scores: Scores, counts: SideCounts): boolean {
  if (counts.left + counts.right !== round.cards.length) return false
  const state = stateOf(round, scores)
  if (state === null) return false
  round.endings ??= endingsOf(round)
  return (((round.endings[state] ?? 0) >> counts.left) & 1) === 1
}

/** Whether an assessment can end with these scores and these left and right answers in each round. */
export function isAssessmentOutcome(
  scores: Scores,
  motivationCounts: SideCounts,
  fearCounts: SideCounts,
): boolean {
  const [motivation, fear] = ROUNDS
  return isRoundEnding(motivation, scores, motivationCounts) && isRoundEnding(fear, scores, fearCounts)
}
