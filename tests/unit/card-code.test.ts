import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import {
  cardCodeOfPath,
  cardCodePath,
  cleanSharerName,
  decodeCardCode,
  encodeCardCode,
  MAX_CARD_CODE_LENGTH,
} from '../../src/domain/card/card-code'
import { decodeSharedCard, encodeSharedCard, SHARE_LINK_ERRORS } from '../../src/domain/card/share-link'
import { fletcher16 } from '../../src/domain/card/share-link-bytes'
import { assessmentCardArbitrary } from './support/assessment-cards'
import { TYPICAL_CARD } from './support/typical-card'

const typical = TYPICAL_CARD
const now = typical.createdAt + 60_000

const toBytes = (code: string) =>
  Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
/** Bytes signed with the format's checksum, as base64url: a forged code that passes the checksum. */
function signed(body: number[]): string {
  const sum = fletcher16(Uint8Array.from(body))
  return btoa(String.fromCharCode(...body, sum >> 8, sum & 0xff))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
const bodyOf = (code: string) => [...toBytes(code).slice(0, -2)]

describe('the card code (share link version 2)', () => {
  it('round-trips every card an assessment makes, with its uuid, a name and the watch-out choice', () => {
    fc.assert(
      fc.property(
        assessmentCardArbitrary,
        fc.uuid({ version: 4 }),
        fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 })),
        fc.boolean(),
        (card, uuid, typed, hideWatchOut) => {
          const sharer = typed === null ? null : cleanSharerName(typed) || null
          const result = { uuid, ...card }
          expect(decodeCardCode(encodeCardCode(result, { sharer: typed, hideWatchOut }), now)).toEqual({
            ok: true,
            card: result,
            sharer,
            hideWatchOut,
          })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('carries no name and shows the watch-out unless asked', () => {
    expect(decodeCardCode(encodeCardCode(typical), now)).toEqual({
      ok: true,
      card: typical,
      sharer: null,
      hideWatchOut: false,
    })
  })

  it('puts the code in a short, URL-safe path', () => {
    const path = cardCodePath(typical, { sharer: 'Ada', hideWatchOut: true })
    expect(path).toMatch(/^\/c\/[A-Za-z0-9_-]+$/)
    expect(`https://thinkfirst.example${path}`.length).toBeLessThan(160)
    expect(cardCodeOfPath(path)).toBe(path.slice(3))
    expect(cardCodeOfPath(`${path}/card.png`)).toBe(path.slice(3))
    expect(cardCodeOfPath('/result/abc')).toBeNull()
  })

  it('is not a version-1 fragment, nor is a version-1 fragment a code', () => {
    const card: Partial<AssessmentResult> = { ...typical }
    delete card.uuid
    expect(decodeCardCode(encodeSharedCard(card as AssessmentResult), now)).toEqual({
      ok: false,
      error: 'unsupported-version',
    })
    expect(decodeSharedCard(encodeCardCode(typical), now)).toEqual({
      ok: false,
      error: 'unsupported-version',
    })
  })

  it('keeps a name as the share dialog would: no controls, trimmed, at most 40 characters', () => {
    expect(cleanSharerName('  \u202eAda\u0000 ')).toBe('Ada')
    expect(cleanSharerName('Ada\nLovelace')).toBe('Ada Lovelace')
    expect(cleanSharerName('x'.repeat(50))).toBe('x'.repeat(40))
    expect(cleanSharerName(`${'x'.repeat(39)}😀`)).toBe('x'.repeat(39))
    expect(cleanSharerName('\u2066 \u2069')).toBe('')
    const decoded = decodeCardCode(encodeCardCode(typical, { sharer: ' \u202eSøren 😀 ' }), now)
    expect(decoded.ok && decoded.sharer).toBe('Søren 😀')
  })

  it('refuses every single-character corruption', () => {
    const code = encodeCardCode(typical, { sharer: 'Ada' })
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (let index = 0; index < code.length; index++) {
      const replacement = alphabet[(alphabet.indexOf(code[index]!) + 17) % alphabet.length]!
      expect(decodeCardCode(code.slice(0, index) + replacement + code.slice(index + 1), now).ok).toBe(false)
    }
  })

  it('refuses every truncation', () => {
    const code = encodeCardCode(typical, { sharer: 'Ada', hideWatchOut: true })
    for (let cut = 0; cut < code.length; cut++) expect(decodeCardCode(code.slice(0, cut), now).ok).toBe(false)
  })

  it.each([
    ['empty', '', 'empty'],
    ['too long', 'A'.repeat(MAX_CARD_CODE_LENGTH + 1), 'too-long'],
    ['markup', '<img src=x onerror=alert(1)>', 'not-base64url'],
    ['a path traversal', '..%2F..%2Fetc', 'not-base64url'],
    ['one byte', 'Ag', 'truncated'],
  ])('refuses %s', (_label, code, error) => {
    expect(decodeCardCode(code, now)).toEqual({ ok: false, error })
  })

  it('refuses a checksummed code with an unknown flag, a malformed uuid, a bad name or trailing bytes', () => {
    const body = bodyOf(encodeCardCode(typical))
    const nameAt = body.length - 1
    const forged = {
      flag: body.with(1, 2),
      uuidVersion: body.with(2 + 6, 0x0f),
      nameWithControl: [...body.slice(0, nameAt), 4, 0x41, 0x64, 0x61, 0x00],
      nameWithSpace: [...body.slice(0, nameAt), 4, 0x41, 0x64, 0x61, 0x20],
      nameNotUtf8: [...body.slice(0, nameAt), 2, 0xc3, 0x28],
      nameTooLong: [...body.slice(0, nameAt), 41, ...Array<number>(41).fill(0x78)],
      trailing: [...body, 0],
    }
    const errors = Object.fromEntries(
      Object.entries(forged).map(([key, bytes]) => {
        const outcome = decodeCardCode(signed(bytes), now)
        return [key, outcome.ok ? 'accepted' : outcome.error]
      }),
    )
    expect(errors).toEqual({
      flag: 'out-of-range',
      uuidVersion: 'out-of-range',
      nameWithControl: 'bad-text',
      nameWithSpace: 'bad-text',
      nameNotUtf8: 'bad-text',
      nameTooLong: 'bad-text',
      trailing: 'trailing-data',
    })
  })

  it('decodes any string at all to a card or a typed error, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.base64String()), (text) => {
        const outcome = decodeCardCode(text)
        if (!outcome.ok) expect(SHARE_LINK_ERRORS).toContain(outcome.error)
      }),
      { numRuns: 1000 },
    )
  })
})
