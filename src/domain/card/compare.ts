/**
 * "Compare with me": two cards side by side, as a few human sentences. Pure: the receiver's result and the
 * card that was shared with them go in, what they share and where they differ most come out.
 */
import {
  COMPARE_GAP_COUNT,
  COMPARE_GAP_THRESHOLD,
  COMPARE_HIGH,
  compareCopy,
  comparePhrases,
  compareSentences,
} from '../../content/compare'
import {
  FEAR_KEYS,
  MOTIVATION_KEYS,
  scorePhrases,
  type FearKey,
  type MotivationKey,
  type ScoreKey,
} from '../../content/assessment/scores'
import type { Scores, SelectedPower } from '../assessment/assessment-types'
import { topFears, topMotivations } from '../assessment/scoring'

/** What a comparison reads from each card. */
export interface ComparedCard {
  scores: Scores
  powers: readonly SelectedPower[]
}

export interface CompareOptions {
  /** The sharer's first name, if they gave one. */
  theirName?: string
  /** Whether the sharer let their watch-out be seen; without it, fears are left out of the comparison. */
  includeFears: boolean
}

export interface ScoreGap {
  key: ScoreKey
  mine: number
  theirs: number
}

export interface CardComparison {
  /** The super-powers both chose, in the receiver's order. */
  sharedPowers: SelectedPower[]
  /** The motivations at the top of both cards (ties count: every top score of each). */
  sharedDrivers: MotivationKey[]
  /** The fears at the top of both cards; empty when fears are left out or either card's are evenly spread. */
  sharedWatchOuts: FearKey[]
  /** Any other score high on both cards (fears only when they are compared). */
  sharedHighs: ScoreKey[]
  /** The widest differences at or over the threshold, widest first. */
  gaps: ScoreGap[]
  sentences: string[]
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match))
}

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(compareSentences.listJoin)}${compareSentences.and}${items.at(-1)}`
}

/** A score's phrase as the comparison says it of either card, e.g. "mastering a craft". */
export function phrase(key: ScoreKey): string {
  return comparePhrases[key] ?? scorePhrases[key]
}

function phrases(keys: readonly ScoreKey[]): string {
  return listOf(keys.map(phrase))
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Three or more fears tied at the top: no one fear stands out. */
function spread(keys: readonly FearKey[]): boolean {
  return keys.length > 2
}

/** Who the other card belongs to, mid-sentence and at a sentence's start. */
export function theirNames(theirName?: string): { them: string; Them: string } {
  const name = theirName?.trim()
  return name ? { them: name, Them: name } : { them: compareCopy.themAnon, Them: compareCopy.themAnonStart }
}

function driversSentence(mine: Scores, theirs: Scores, shared: readonly MotivationKey[], Them: string) {
  if (shared.length === 1) return fill(compareSentences.sharedDriver, { phrase: phrases(shared) })
  if (shared.length > 1) return fill(compareSentences.sharedDrivers, { phrases: phrases(shared) })
  return fill(compareSentences.differentDrivers, {
    Them,
    theirs: phrases(topMotivations(theirs)),
    mine: phrases(topMotivations(mine)),
  })
}

function powersSentence(mine: readonly SelectedPower[], theirs: readonly SelectedPower[]) {
  const shared = mine.filter((power) => theirs.some((other) => other.id === power.id))
  const names = listOf(shared.map((power) => power.name))
  if (shared.length === 1) return { shared, sentence: fill(compareSentences.sharedPower, { powers: names }) }
  if (shared.length > 1)
    return {
      shared,
      sentence: fill(compareSentences.sharedPowers, { count: shared.length, powers: names }),
    }
  const count = new Set([...mine, ...theirs].map((power) => power.id)).size
  return { shared, sentence: fill(compareSentences.noSharedPower, { count }) }
}

/** What each watches out for most, as a person would say it when they differ (ties are "evenly spread"). */
function watchOutsSentence(mine: Scores, theirs: Scores, shared: readonly FearKey[], them: string) {
  const [myTop, theirTop] = [topFears(mine), topFears(theirs)]
  if (spread(myTop) && spread(theirTop)) return compareSentences.bothSpreadWatchOuts
  if (spread(myTop)) return fill(compareSentences.mySpreadWatchOuts, { them, theirs: phrases(theirTop) })
  if (spread(theirTop)) return fill(compareSentences.theirSpreadWatchOuts, { mine: phrases(myTop), them })
  if (shared.length > 0) return fill(compareSentences.sharedWatchOut, { phrase: phrases(shared) })
  return fill(compareSentences.differentWatchOuts, { mine: phrases(myTop), them, theirs: phrases(theirTop) })
}

const isMotivation = (key: ScoreKey) => (MOTIVATION_KEYS as readonly ScoreKey[]).includes(key)
const leansMine = (gap: ScoreGap) => gap.mine > gap.theirs
/** A gap's scores, the higher first: "83 to 17". */
const gapScores = (gap: ScoreGap) =>
  fill(compareSentences.scores, {
    more: Math.max(gap.mine, gap.theirs),
    less: Math.min(gap.mine, gap.theirs),
  })

/**
 * The widest differences said in words, the scores second: two motivations pulling opposite ways make one
 * sentence ("You lean on curiosity (83 to 17); Sam, on mastering a craft (100 to 50)").
 */
function gapSentences(gaps: readonly ScoreGap[], them: string, Them: string): string[] {
  const [first, second] = gaps
  if (first && second && isMotivation(first.key) && isMotivation(second.key)) {
    if (leansMine(first) !== leansMine(second)) {
      const [mineGap, theirGap] = leansMine(first) ? [first, second] : [second, first]
      return [
        fill(compareSentences.leanPair, {
          mine: phrase(mineGap.key),
          mineScores: gapScores(mineGap),
          them,
          theirs: phrase(theirGap.key),
          theirScores: gapScores(theirGap),
        }),
      ]
    }
  }
  return gaps.map((gap) => {
    const template = isMotivation(gap.key)
      ? leansMine(gap)
        ? compareSentences.leanMine
        : compareSentences.leanTheirs
      : leansMine(gap)
        ? compareSentences.weighsMine
        : compareSentences.weighsTheirs
    const words = phrase(gap.key)
    return fill(template, { phrase: words, Phrase: capitalised(words), them, Them, scores: gapScores(gap) })
  })
}

/** The widest gaps between two cards' scores, widest first (ties: motivations, then fears, in list order). */
function widestGaps(mine: Scores, theirs: Scores, keys: readonly ScoreKey[]): ScoreGap[] {
  return keys
    .map((key) => ({ key, mine: mine[key], theirs: theirs[key] }))
    .sort((a, b) => Math.abs(b.mine - b.theirs) - Math.abs(a.mine - a.theirs))
}

/** Compares the receiver's card (`mine`) with the card shared with them (`theirs`). */
export function compareCards(
  mine: ComparedCard,
  theirs: ComparedCard,
  options: CompareOptions,
): CardComparison {
  const { them, Them } = theirNames(options.theirName)
  const sharedDrivers = topMotivations(mine.scores).filter((key) =>
    topMotivations(theirs.scores).includes(key),
  )
  const [myFears, theirFears] = [topFears(mine.scores), topFears(theirs.scores)]
  // Fears evenly spread on either card give no one thing to watch out for together.
  const sharedWatchOuts =
    options.includeFears && !spread(myFears) && !spread(theirFears)
      ? myFears.filter((key) => theirFears.includes(key))
      : []
  const powers = powersSentence(mine.powers, theirs.powers)
  const keys = options.includeFears ? [...MOTIVATION_KEYS, ...FEAR_KEYS] : MOTIVATION_KEYS
  const ranked = widestGaps(mine.scores, theirs.scores, keys)
  const gaps = ranked
    .filter((gap) => Math.abs(gap.mine - gap.theirs) >= COMPARE_GAP_THRESHOLD)
    .slice(0, COMPARE_GAP_COUNT)

  const named: readonly ScoreKey[] = [...sharedDrivers, ...sharedWatchOuts]
  const sharedHighs = keys.filter(
    (key) => !named.includes(key) && mine.scores[key] >= COMPARE_HIGH && theirs.scores[key] >= COMPARE_HIGH,
  )

  const sentences = [driversSentence(mine.scores, theirs.scores, sharedDrivers, Them), powers.sentence]
  if (options.includeFears)
    sentences.push(watchOutsSentence(mine.scores, theirs.scores, sharedWatchOuts, them))
  if (sharedHighs.length > 0)
    sentences.push(fill(compareSentences.sharedHighs, { phrases: phrases(sharedHighs) }))
  if (gaps.length === 0) {
    const widest = ranked[0]
    sentences.push(fill(compareSentences.close, { gap: widest ? Math.abs(widest.mine - widest.theirs) : 0 }))
  }
  sentences.push(...gapSentences(gaps, them, Them))
  return { sharedPowers: powers.shared, sharedDrivers, sharedWatchOuts, sharedHighs, gaps, sentences }
}
