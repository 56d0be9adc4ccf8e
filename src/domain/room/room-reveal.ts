// What a room screen says of the group once the facilitator reveals it: the averages, the most common top
// motivation and fear in sentences, where the room agrees and differs, every power chosen and the words of its
// expertise, each weighted by how often. Built on the group summary, so the tablets and live rooms say the same.
import { expertiseStopWords, revealScoreWords, revealSentences } from '../../content/facilitator/room-screen'
import { FEAR_KEYS, MOTIVATION_KEYS, scorePhrases, type ScoreKey } from '../../content/assessment/scores'
import type { AssessmentResult, Scores } from '../assessment/assessment-types'
import { withoutControls } from '../text/free-text'
import { summarizeGroup, type ScoreSpread, type TopCount } from '../workshop/workshop-group'

/** Below this many cards a room screen shows no results: with two, each person could read the other's. */
export const MIN_REVEAL_CARDS = 3

/** The room's words in the expertise cloud, at most: more would not read from the back. */
const WORD_LIMIT = 30

/** Fills `{name}` placeholders (domain code keeps clear of lib/, as the other sentence builders do). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

export interface WeightedWord {
  text: string
  count: number
  /** `count` over the largest count, 0 to 1: what the cloud sizes it by. */
  weight: number
}

export interface RoomReveal {
  total: number
  averages: Scores
  motivation: string
  fear: string
  /** People counted for no motivation (or fear) because their own top ones tie; null when none. */
  motivationTorn: string | null
  fearTorn: string | null
  agree: string
  differ: string
  powers: WeightedWord[]
  expertise: WeightedWord[]
}

/** "a", "a and b", "a, b and c". */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(revealSentences.listSeparator)}${revealSentences.lastAnd}${names.at(-1)}`
}

function topSentence(
  copy: { most: string; leading: string; tie: string; none: string },
  top: TopCount<ScoreKey> | null,
  total: number,
): string {
  const names = top?.keys.map((key) => revealScoreWords[key]) ?? []
  const count = top?.count ?? 0
  const [only] = names
  if (names.length === 0 || count === 0 || only === undefined) return copy.none
  if (names.length > 1) return fill(copy.tie, { names: joinNames(names), count, total })
  return fill(count * 2 > total ? copy.most : copy.leading, { name: only, count, total })
}

function tornSentence(top: TopCount<ScoreKey> | null): string | null {
  const tied = top?.tied ?? 0
  if (tied === 0) return null
  return tied === 1 ? revealSentences.torn.one : fill(revealSentences.torn.other, { count: tied })
}

const SCORE_KEYS: readonly ScoreKey[] = [...MOTIVATION_KEYS, ...FEAR_KEYS]

/** The score whose spread `measure` makes least (or, with `most`, greatest); the first listed wins a tie. */
function pick(
  spreads: Record<ScoreKey, ScoreSpread>,
  measure: (spread: ScoreSpread) => number,
  most: boolean,
): ScoreKey {
  let best: ScoreKey = 'curiosity'
  for (const key of SCORE_KEYS) {
    const difference = measure(spreads[key]) - measure(spreads[best])
    if (most ? difference > 0 : difference < 0) best = key
  }
  return best
}

function weighted(items: readonly { text: string; count: number }[]): WeightedWord[] {
  const largest = Math.max(1, ...items.map((item) => item.count))
  return items.map((item) => ({ ...item, weight: item.count / largest }))
}

const STOP_WORDS = new Set(expertiseStopWords)
const collator = new Intl.Collator('en', { sensitivity: 'base' })

/**
 * The words of the room's expertise, each counted once per person: words, never whole answers, so an answer
 * typed by one person is not shown as theirs. Most common first, ties alphabetically.
 */
export function expertiseWords(results: readonly AssessmentResult[]): WeightedWord[] {
  const counts = new Map<string, { text: string; count: number }>()
  for (const result of results) {
    const words = withoutControls(result.expertise).split(/[^\p{L}\p{N}+#&'’-]+/u)
    const seen = new Set<string>()
    for (const raw of words) {
      const word = raw.replace(/^['’-]+|['’-]+$/g, '')
      const key = word.normalize('NFC').toLowerCase()
      if (word.length < 2 || STOP_WORDS.has(key) || seen.has(key)) continue
      seen.add(key)
      const known = counts.get(key)
      if (known) known.count += 1
      else counts.set(key, { text: word, count: 1 })
    }
  }
  const sorted = [...counts.values()].sort((a, b) => b.count - a.count || collator.compare(a.text, b.text))
  return weighted(sorted.slice(0, WORD_LIMIT))
}

/** The room's reveal, or null while fewer than MIN_REVEAL_CARDS cards are in (then nothing is shown). */
export function revealRoom(results: readonly AssessmentResult[]): RoomReveal | null {
  if (results.length < MIN_REVEAL_CARDS) return null
  const summary = summarizeGroup(results)
  const { averages, spreads } = summary
  if (!averages || !spreads) return null
  const total = summary.participants
  const agreeKey = pick(spreads, (spread) => spread.q3 - spread.q1, false)
  const differKey = pick(spreads, (spread) => spread.max - spread.min, true)
  const agreeSpread = spreads[agreeKey]
  const differSpread = spreads[differKey]
  const low = Math.round(agreeSpread.q1)
  const high = Math.round(agreeSpread.q3)
  return {
    total,
    averages,
    motivation: topSentence(revealSentences.motivation, summary.topMotivation, total),
    fear: topSentence(revealSentences.fear, summary.topFear, total),
    motivationTorn: tornSentence(summary.topMotivation),
    fearTorn: tornSentence(summary.topFear),
    agree: fill(low === high ? revealSentences.agreeSame : revealSentences.agree, {
      name: scorePhrases[agreeKey],
      low,
      high,
    }),
    differ: fill(revealSentences.differ, {
      name: scorePhrases[differKey],
      low: Math.round(differSpread.min),
      high: Math.round(differSpread.max),
    }),
    powers: weighted(summary.powerCounts.map((power) => ({ text: power.name, count: power.count }))),
    expertise: expertiseWords(results),
  }
}
