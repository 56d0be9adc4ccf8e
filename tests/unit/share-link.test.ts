import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CLOCK_SKEW_MS,
  decodeSharedCard,
  encodeSharedCard,
  MAX_FRAGMENT_LENGTH,
  SHARE_LINK_ERRORS,
  type SharedCard,
} from '../../src/domain/card/share-link'
import { assessmentCardArbitrary } from './support/assessment-cards'
import { TYPICAL_SHARED_CARD } from './support/typical-card'

const typical = TYPICAL_SHARED_CARD

describe('share link codec', () => {
  it('round-trips every valid card', () => {
    fc.assert(
      fc.property(assessmentCardArbitrary, (card) => {
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

  it('refuses a 50,000-character fragment by its length, before decoding it', () => {
    expect(decodeSharedCard('A'.repeat(50_000))).toEqual({ ok: false, error: 'too-long' })
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

describe('a card no assessment makes', () => {
  const now = typical.createdAt + 60_000
  const refused = (changes: Partial<SharedCard>) =>
    decodeSharedCard(encodeSharedCard({ ...typical, ...changes }), now)

  it.each<[string, Partial<SharedCard>]>([
    ['17 motivation answers', { motivationCounts: { left: 10, right: 7 } }],
    ['19 motivation answers', { motivationCounts: { left: 10, right: 9 } }],
    ['11 fear answers', { fearCounts: { left: 5, right: 6 } }],
    ['no answers at all', { motivationCounts: { left: 0, right: 0 }, fearCounts: { left: 0, right: 0 } }],
  ])('is refused with %s', (_, changes) => {
    expect(refused(changes)).toEqual({ ok: false, error: 'out-of-range' })
  })

  it.each<[string, Partial<SharedCard>]>([
    // Every motivation card names one motivation per side, so their tallies add up to 18: 6 x 3 is too few.
    [
      'every score 50',
      {
        scores: Object.fromEntries(
          Object.keys(typical.scores).map((key) => [key, 50]),
        ) as SharedCard['scores'],
      },
    ],
    ['a score no tally gives (42)', { scores: { ...typical.scores, curiosity: 42 } }],
    ['one motivation a notch higher', { scores: { ...typical.scores, exploration: 83 } }],
    ['one fear a notch lower', { scores: { ...typical.scores, fear_mistakes: 67 } }],
    // The right scores, but from another number of left answers than the deck's sides allow.
    ['every motivation answer on the left', { motivationCounts: { left: 18, right: 0 } }],
  ])('is refused with %s', (_, changes) => {
    expect(refused(changes)).toEqual({ ok: false, error: 'out-of-range' })
  })

  it.each<[string, Partial<SharedCard>]>([
    ['a 0-second duration', { durationSeconds: 0 }],
    ['a date in 2100', { createdAt: Date.UTC(2100, 0, 1) }],
    ['a date two days ahead of this device', { createdAt: now + 2 * 24 * 3600 * 1000 }],
    ['a date before MojoMe existed', { createdAt: Date.UTC(2023, 11, 31) }],
  ])('is refused with %s', (_, changes) => {
    expect(refused(changes)).toEqual({ ok: false, error: 'out-of-range' })
  })

  it.each([
    ['a right-to-left override', '\u202eexe.jpg'],
    ['a NUL', 'Law\u0000'],
    ['an isolate', 'A\u2066B\u2069'],
    ['a right-to-left mark', 'Law\u200f'],
    ['a line feed', 'Law\nand order'],
    ['a tab', 'Law\tand order'],
    ['an escape', 'Law\u001b[31m'],
    ['nothing', ''],
  ])('is refused with %s in the expertise', (_, expertise) => {
    expect(refused({ expertise })).toEqual({ ok: false, error: 'bad-text' })
  })

  it('is not a card made on a device whose clock runs a little ahead', () => {
    const ahead = Math.floor((now + CLOCK_SKEW_MS - 1000) / 1000) * 1000
    expect(decodeSharedCard(encodeSharedCard({ ...typical, createdAt: ahead }), now)).toEqual({
      ok: true,
      card: { ...typical, createdAt: ahead },
    })
  })
})
