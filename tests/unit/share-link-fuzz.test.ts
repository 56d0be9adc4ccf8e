/**
 * The share-link decoder against generated fragments, at least 10,000 a run: random text, links an assessment
 * made then damaged (with and without a checksum made to match), truncations, and well-formed links to cards no
 * assessment makes, for version-1 fragments and version-2 card codes alike. It never throws, and every card it accepts passes an oracle written here from the deck
 * and the assessment's rules, independently of the decoder's own checks.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DECK_VERSION,
  FEAR_CARD_COUNT,
  fearCards,
  MOTIVATION_CARD_COUNT,
  motivationCards,
  type ChoiceCard,
} from '../../src/content/assessment/deck'
import { superPowers } from '../../src/content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../src/content/assessment/scores'
import { isAssessmentOutcome } from '../../src/domain/assessment/assessment-outcome'
import type { Scores, SideCounts } from '../../src/domain/assessment/assessment-types'
import { decodeCardCode, encodeCardCode } from '../../src/domain/card/card-code'
import { decodeSharedCard, encodeSharedCard, type SharedCard } from '../../src/domain/card/share-link'
import { assessmentCardArbitrary, NOW, runAssessment } from './support/assessment-cards'

/** Each score is how many chosen sides name it, out of 6, as a percentage capped at 100. */
const scoreOf = (count: number) => Math.min(100, Math.round((count * 100) / 6))

/**
 * Every "left answers and scores" a round can end with, found by trying both sides of every card (breadth
 * first, one state per distinct tally): the oracle's list, about 15,000 entries for the motivation round.
 */
function roundOutcomes(cards: readonly ChoiceCard[], keys: readonly ScoreKey[]): Set<string> {
  const stray = cards.find((card) => [...card.tagsA, ...card.tagsB].some((tag) => !keys.includes(tag)))
  if (stray) throw new Error(`Card ${stray.id} scores outside its round: the oracle needs rethinking.`)
  // A state packs the left answers and each key's tally, four bits each (no tally reaches 16).
  const LEFT = 16 ** keys.length
  const add = (tags: readonly ScoreKey[]) => tags.reduce((sum, tag) => sum + 16 ** keys.indexOf(tag), 0)
  let states = new Set([0])
  for (const card of cards) {
    const [a, b] = [add(card.tagsA) + LEFT, add(card.tagsB)]
    states = new Set([...states].flatMap((state) => [state + a, state + b]))
  }
  return new Set(
    [...states].map((state) => {
      const left = Math.floor(state / LEFT)
      const scores = keys.map((_, k) => scoreOf(Math.floor(state / 16 ** k) % 16))
      return `${left}:${scores.join(',')}`
    }),
  )
}

const MOTIVATION_OUTCOMES = roundOutcomes(motivationCards, MOTIVATION_KEYS)
const FEAR_OUTCOMES = roundOutcomes(fearCards, FEAR_KEYS)
const outcome = (counts: SideCounts, keys: readonly ScoreKey[], scores: Scores) =>
  `${counts.left}:${keys.map((key) => scores[key]).join(',')}`

const DAY_MS = 24 * 3600 * 1000
const CONTROLS = /[\p{Cc}\p{Bidi_Control}]/u
/** An assessment whose every answer is fixed, to learn what it keeps of a typed expertise. */
const FIXED_RUN = {
  motivationSides: motivationCards.map(() => 'left' as const),
  fearSides: fearCards.map(() => 'right' as const),
  powerIndices: [0, 1, 2],
  durationSeconds: 240,
  secondsAgo: 0,
}

/** What is wrong with a card, judged by what an assessment can make; null when one could have made it. */
function impossibility(card: SharedCard, now: number): string | null {
  if (card.deckVersion !== DECK_VERSION) return 'deck version'
  const { motivationCounts: motivation, fearCounts: fear, scores } = card
  if (motivation.left + motivation.right !== MOTIVATION_CARD_COUNT) return 'motivation answers'
  if (fear.left + fear.right !== FEAR_CARD_COUNT) return 'fear answers'
  if (!MOTIVATION_OUTCOMES.has(outcome(motivation, MOTIVATION_KEYS, scores))) return 'motivation scores'
  if (!FEAR_OUTCOMES.has(outcome(fear, FEAR_KEYS, scores))) return 'fear scores'
  const ids = card.powers.map((power) => power.id)
  if (ids.length !== 3 || new Set(ids).size !== 3) return 'powers'
  for (const power of card.powers) {
    if (superPowers.find((known) => known.id === power.id)?.name !== power.name) return 'power name'
  }
  if (CONTROLS.test(card.expertise)) return 'controls in expertise'
  if (runAssessment({ ...FIXED_RUN, typed: card.expertise })?.expertise !== card.expertise) return 'expertise'
  if (!Number.isInteger(card.durationSeconds) || card.durationSeconds < 1) return 'no time taken'
  if (card.durationSeconds > 7 * 24 * 3600) return 'over a week'
  if (card.createdAt % 1000 !== 0 || card.createdAt < Date.UTC(2024, 0, 1)) return 'made before MojoMe'
  if (card.createdAt > now + DAY_MS) return 'made in the future'
  return null
}

let decoded = 0
let accepted = 0

/** Decodes one fragment; a card it accepts must be one an assessment could make. */
function check(fragment: string) {
  decoded += 1
  const result = decodeSharedCard(fragment, NOW)
  if (result.ok) {
    accepted += 1
    expect(impossibility(result.card, NOW), fragment).toBeNull()
  }
}

// The link format's own helpers, kept apart from the decoder's: bytes as base64url, and the checksum.
const toBytes = (fragment: string) =>
  Uint8Array.from(atob(fragment.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
const toFragment = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
function signed(body: Uint8Array): string {
  let [sum1, sum2] = [0, 0]
  for (const byte of body) {
    sum1 = (sum1 + byte) % 255
    sum2 = (sum2 + sum1) % 255
  }
  return toFragment(Uint8Array.from([...body, sum2, sum1]))
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
// Damage is done to a pool of real cards, drawn afresh each run: running an assessment costs more than a decode.
const REAL_CARDS = fc.sample(assessmentCardArbitrary, 300)
const realCardArbitrary = fc.constantFrom(...REAL_CARDS)
const linkArbitrary = fc.constantFrom(...REAL_CARDS.map((card) => encodeSharedCard(card)))

describe('the share-link decoder, fuzzed', () => {
  it('accepts every card an assessment makes, as it was made', () => {
    fc.assert(
      fc.property(assessmentCardArbitrary, (card) => {
        decoded += 1
        expect(impossibility(card, NOW)).toBeNull()
        expect(decodeSharedCard(encodeSharedCard(card), NOW)).toEqual({ ok: true, card })
      }),
      { numRuns: 500 },
    )
  })

  it('never throws on random text', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 120 }),
      fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 120 }).map((body) => `#AQE${body}`),
    )
    fc.assert(fc.property(text, check), { numRuns: 3000 })
  })

  it('refuses or correctly reads real links with characters changed, added or cut', () => {
    const mutation = fc.record({
      link: linkArbitrary,
      at: fc.nat(),
      char: fc.constantFrom(...BASE64URL),
      how: fc.constantFrom('replace', 'insert', 'delete', 'cut', 'append'),
    })
    fc.assert(
      fc.property(mutation, ({ link, at, char, how }) => {
        const index = at % (link.length + 1)
        const changed = {
          replace: link.slice(0, index) + char + link.slice(index + 1),
          insert: link.slice(0, index) + char + link.slice(index),
          delete: link.slice(0, index) + link.slice(index + 1),
          cut: link.slice(0, index),
          append: link + char,
        }[how]
        check(changed)
      }),
      { numRuns: 2500 },
    )
  })

  it('refuses or correctly reads real links with bytes changed and the checksum made to match', () => {
    const mutation = fc.record({
      link: linkArbitrary,
      edits: fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 3 }),
      cut: fc.option(fc.nat(), { freq: 4 }),
    })
    fc.assert(
      fc.property(mutation, ({ link, edits, cut }) => {
        const bytes = toBytes(link)
        const body = bytes.slice(0, bytes.length - 2)
        for (const [at, value] of edits) body[at % body.length] = value
        check(signed(cut === null ? body : body.slice(0, cut % (body.length + 1))))
      }),
      { numRuns: 2500 },
    )
  })

  it('takes no well-formed link to a card no assessment makes', () => {
    const stepScore = fc.constantFrom(0, 17, 33, 50, 67, 83, 100)
    const anyScore = fc.oneof(stepScore, fc.integer({ min: 0, max: 100 }))
    const counts = (total: number) =>
      fc.oneof(
        fc.integer({ min: 0, max: total }).map((left) => ({ left, right: total - left })),
        fc.record({ left: fc.nat({ max: 30 }), right: fc.nat({ max: 30 }) }),
      )
    // Each field forged half the time, so many cards are a real one with one or two fields off.
    const sometimes = <T>(value: fc.Arbitrary<T>) => fc.option(value, { freq: 1 })
    const forged = fc.record({
      real: realCardArbitrary,
      scores: sometimes(fc.tuple(...[...MOTIVATION_KEYS, ...FEAR_KEYS].map(() => anyScore))),
      motivationCounts: sometimes(counts(MOTIVATION_CARD_COUNT)),
      fearCounts: sometimes(counts(FEAR_CARD_COUNT)),
      durationSeconds: sometimes(fc.oneof(fc.constant(0), fc.nat({ max: 8 * 24 * 3600 }))),
      createdAt: sometimes(
        fc.oneof(fc.constant(Date.UTC(2100, 0, 1)), fc.integer({ min: NOW - DAY_MS, max: NOW + 3 * DAY_MS })),
      ),
      expertise: sometimes(
        fc.constantFrom('\u202eexe.jpg', 'Law\u0000', 'A\u2066B', 'Tab\there', '', 'x'.repeat(101), 'Law'),
      ),
    })
    fc.assert(
      fc.property(forged, ({ real, scores, ...changes }) => {
        const card: SharedCard = { ...real }
        if (scores)
          card.scores = Object.fromEntries(
            [...MOTIVATION_KEYS, ...FEAR_KEYS].map((key, k) => [key, scores[k]]),
          ) as Scores
        for (const [field, value] of Object.entries(changes)) {
          if (value !== null) Object.assign(card, { [field]: value })
        }
        check(encodeSharedCard({ ...card, createdAt: Math.floor(card.createdAt / 1000) * 1000 }))
      }),
      { numRuns: 2500 },
    )
  })

  it('agrees with the oracle on every ending a round can have, and on endings a step away', () => {
    const real = runAssessment({ ...FIXED_RUN, typed: 'Law' })!
    const steps = [0, 17, 33, 50, 67, 83, 100]
    for (const [keys, outcomes, round, total] of [
      [MOTIVATION_KEYS, MOTIVATION_OUTCOMES, 'motivationCounts', MOTIVATION_CARD_COUNT],
      [FEAR_KEYS, FEAR_OUTCOMES, 'fearCounts', FEAR_CARD_COUNT],
    ] as const) {
      const scores = { ...real.scores }
      const sides = { motivationCounts: real.motivationCounts, fearCounts: real.fearCounts }
      const disagreements: string[] = []
      const judge = (left: number, values: readonly number[]) => {
        keys.forEach((key, k) => (scores[key] = values[k]!))
        sides[round] = { left, right: total - left }
        const expected = outcomes.has(`${left}:${values.join(',')}`)
        if (isAssessmentOutcome(scores, sides.motivationCounts, sides.fearCounts) !== expected)
          disagreements.push(`${left}:${values.join(',')}`)
      }
      let index = 0
      for (const ending of outcomes) {
        const [left, values] = [Number(ending.split(':')[0]), ending.split(':')[1]!.split(',').map(Number)]
        judge(left, values)
        if (left > 0) judge(left - 1, values)
        if (left < total) judge(left + 1, values)
        // One score a step higher, a different one each time.
        const k = index++ % keys.length
        const higher = steps[steps.indexOf(values[k]!) + 1]
        if (higher !== undefined) judge(left, values.with(k, higher))
      }
      expect(disagreements).toEqual([])
    }
  })

  it('refuses or correctly reads card codes (version 2) damaged, forged or random', () => {
    const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    const checkCode = (code: string) => {
      decoded += 1
      const result = decodeCardCode(code, NOW)
      if (!result.ok) return
      accepted += 1
      const { uuid, ...card } = result.card
      expect(impossibility(card, NOW), code).toBeNull()
      expect(uuid, code).toMatch(UUID_V4)
      if (result.sharer !== null) {
        expect(result.sharer.length, code).toBeLessThanOrEqual(40)
        expect(result.sharer, code).toBe(result.sharer.trim())
        expect(CONTROLS.test(result.sharer), code).toBe(false)
      }
    }
    const codeArbitrary = fc
      .tuple(
        realCardArbitrary,
        fc.uuid({ version: 4 }),
        fc.option(fc.string({ maxLength: 45 })),
        fc.boolean(),
      )
      .map(([card, uuid, sharer, hideWatchOut]) =>
        encodeCardCode({ uuid, ...card }, { sharer, hideWatchOut }),
      )
    const damage = fc.record({
      code: codeArbitrary,
      at: fc.nat(),
      char: fc.constantFrom(...BASE64URL),
      edits: fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 3 }),
      how: fc.constantFrom('replace', 'cut', 'append', 'resign'),
      random: fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 160 }),
    })
    fc.assert(
      fc.property(damage, ({ code, at, char, edits, how, random }) => {
        const index = at % (code.length + 1)
        checkCode(`Ag${random}`)
        if (how === 'resign') {
          const body = toBytes(code).slice(0, -2)
          for (const [where, value] of edits) body[where % body.length] = value
          checkCode(signed(body))
        } else
          checkCode(
            {
              replace: code.slice(0, index) + char + code.slice(index + 1),
              cut: code.slice(0, index),
              append: code + char,
            }[how],
          )
      }),
      { numRuns: 2000 },
    )
  })

  it('put at least 10,000 fragments through the decoder, and its oracle to work on accepted damaged links', () => {
    expect(decoded).toBeGreaterThanOrEqual(10_000)
    expect(accepted).toBeGreaterThan(0)
  })
})
