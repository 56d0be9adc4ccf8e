import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DECK_VERSION, FEAR_CARD_COUNT, MOTIVATION_CARD_COUNT } from '../../src/content/assessment/deck'
import { EXPERTISE_MAX_LENGTH } from '../../src/content/assessment/expertise'
import { superPowers } from '../../src/content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../src/content/assessment/scores'
import type { Scores } from '../../src/domain/assessment-types'
import {
  decodeSharedCard,
  encodeSharedCard,
  MAX_FRAGMENT_LENGTH,
  SHARE_LINK_ERRORS,
  type SharedCard,
} from '../../src/domain/share-link'

const scoreArbitrary = fc
  .tuple(...[...MOTIVATION_KEYS, ...FEAR_KEYS].map(() => fc.integer({ min: 0, max: 100 })))
  .map(
    (values) =>
      Object.fromEntries([...MOTIVATION_KEYS, ...FEAR_KEYS].map((key, i) => [key, values[i]])) as Scores,
  )

const countsArbitrary = (total: number) =>
  fc
    .integer({ min: 0, max: total })
    .chain((left) => fc.integer({ min: 0, max: total - left }).map((right) => ({ left, right })))

const cardArbitrary: fc.Arbitrary<SharedCard> = fc.record({
  scores: scoreArbitrary,
  powers: fc
    .uniqueArray(fc.integer({ min: 0, max: superPowers.length - 1 }), { minLength: 3, maxLength: 3 })
    .map((indices) =>
      indices.map((index) => ({ id: superPowers[index]!.id, name: superPowers[index]!.name })),
    ),
  expertise: fc
    .string({ unit: 'grapheme', maxLength: EXPERTISE_MAX_LENGTH })
    .map((text) => text.trim())
    .filter((text) => text.length <= EXPERTISE_MAX_LENGTH),
  motivationCounts: countsArbitrary(MOTIVATION_CARD_COUNT),
  fearCounts: countsArbitrary(FEAR_CARD_COUNT),
  durationSeconds: fc.integer({ min: 0, max: 7 * 24 * 3600 }),
  createdAt: fc
    .integer({ min: Date.UTC(2024, 0, 1) / 1000, max: Date.UTC(2099, 11, 31) / 1000 })
    .map((s) => s * 1000),
  deckVersion: fc.constant(DECK_VERSION),
})

const typical: SharedCard = {
  scores: {
    curiosity: 83,
    exploration: 67,
    mastery: 100,
    social_competition: 33,
    social_cooperation: 50,
    fear_unknown: 50,
    fear_ambiguity: 33,
    fear_mistakes: 67,
    fear_disapproval: 17,
    fear_fraud: 33,
  },
  powers: [superPowers[0]!, superPowers[4]!, superPowers[8]!].map(({ id, name }) => ({ id, name })),
  expertise: 'Behavioural Economics',
  motivationCounts: { left: 10, right: 8 },
  fearCounts: { left: 5, right: 7 },
  durationSeconds: 285,
  createdAt: Date.UTC(2026, 10, 21, 10, 30),
  deckVersion: DECK_VERSION,
}

describe('share link codec', () => {
  it('round-trips every valid card', () => {
    fc.assert(
      fc.property(cardArbitrary, (card) => {
        expect(decodeSharedCard(encodeSharedCard(card))).toEqual({ ok: true, card })
      }),
      { numRuns: 500 },
    )
  })

  it('decodes any string at all to a card or a typed error, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.base64String()), (text) => {
        const outcome = decodeSharedCard(text)
        expect(typeof outcome.ok).toBe('boolean')
        if (!outcome.ok) expect(SHARE_LINK_ERRORS).toContain(outcome.error)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses every single-byte corruption of a real link', () => {
    const fragment = encodeSharedCard(typical)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (let index = 0; index < fragment.length; index++) {
      const replacement = alphabet[(alphabet.indexOf(fragment[index]!) + 17) % alphabet.length]!
      const damaged = fragment.slice(0, index) + replacement + fragment.slice(index + 1)
      expect(decodeSharedCard(damaged).ok, `position ${index}`).toBe(false)
    }
  })

  it('refuses a 50,000-character fragment quickly', () => {
    const started = performance.now()
    expect(decodeSharedCard('A'.repeat(50_000))).toEqual({ ok: false, error: 'too-long' })
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('keeps a typical link well under 300 characters', () => {
    const link = `https://thinkfirst.example/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00#${encodeSharedCard(typical)}`
    expect(link.length).toBeLessThan(300)
  })

  it.each([
    ['empty', '', 'empty'],
    ['only a hash', '#', 'empty'],
    ['too long', 'A'.repeat(MAX_FRAGMENT_LENGTH + 1), 'too-long'],
    ['markup', '<script>alert(1)</script>', 'not-base64url'],
    ['padding', 'AAAA==', 'not-base64url'],
    ['one byte', 'AQ', 'truncated'],
    ['a future version', 'AgEAAAAAAAAAAAAAAA', 'unsupported-version'],
  ])('refuses %s', (_label, fragment, error) => {
    expect(decodeSharedCard(fragment)).toEqual({ ok: false, error })
  })

  it('refuses a truncated link', () => {
    const fragment = encodeSharedCard(typical)
    for (const cut of [4, 10, 20, fragment.length - 3]) {
      expect(decodeSharedCard(fragment.slice(0, cut)).ok).toBe(false)
    }
  })

  it('accepts the fragment with its leading #', () => {
    expect(decodeSharedCard(`#${encodeSharedCard(typical)}`)).toEqual({ ok: true, card: typical })
  })
})
