/**
 * The share link's fragment: a compact, versioned, checksummed binary encoding of a result card in
 * base64url, so a link opens the card on any device with no server. Decoding validates every field and
 * returns a typed error instead of throwing: a link is input from anywhere and may be damaged or hostile, so
 * a card is taken only if an assessment could have made it (its scores, sides, time and text).
 *
 * Layout (version 1): version, deck version, 10 scores, 3 power indices, 4 side counts, varint duration
 * seconds, varint creation time in epoch seconds, varint expertise byte length, expertise UTF-8, then a
 * 16-bit Fletcher checksum of everything before it.
 */
import { superPowers } from '../content/assessment/powers'
import { isAssessmentOutcome } from './assessment-outcome'
import type { AssessmentResult, Scores, SelectedPower, SideCounts } from './assessment-types'
import { withoutControls } from './free-text'
import {
  SHARE_DECK,
  SHARE_EXPERTISE_MAX,
  SHARE_FORMAT_VERSION,
  SHARE_POWER_IDS,
  SHARE_SCORE_ORDER,
} from './share-link-format'

export { SHARE_FORMAT_VERSION } from './share-link-format'
/** Longer fragments are refused before any decoding work. */
export const MAX_FRAGMENT_LENGTH = 1024
/** A result older than this is not one we made. */
const EARLIEST_SECONDS = Date.UTC(2024, 0, 1) / 1000
/** How far ahead of this device's clock the sharer's may run: a time zone set by hand is up to 14 hours out. */
export const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000
/** Thirty cards, an expertise and three powers take more than no time at all. */
const MIN_DURATION_SECONDS = 1
/** Nobody takes a week over a 5-minute assessment left open; longer durations are damage. */
const MAX_DURATION_SECONDS = 7 * 24 * 60 * 60

/** What a share link carries: a result without its uuid (the uuid is in the path). */
export type SharedCard = Omit<AssessmentResult, 'uuid'>

export const SHARE_LINK_ERRORS = [
  'empty',
  'too-long',
  'not-base64url',
  'unsupported-version',
  'truncated',
  'checksum-mismatch',
  'out-of-range',
  'unknown-power',
  'bad-text',
  'trailing-data',
] as const
export type ShareLinkError = (typeof SHARE_LINK_ERRORS)[number]

export type DecodeOutcome = { ok: true; card: SharedCard } | { ok: false; error: ShareLinkError }

function fletcher16(bytes: Uint8Array): number {
  let sum1 = 0
  let sum2 = 0
  for (const byte of bytes) {
    sum1 = (sum1 + byte) % 255
    sum2 = (sum2 + sum1) % 255
  }
  return (sum2 << 8) | sum1
}

function pushVarint(out: number[], value: number) {
  let rest = value
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80)
    rest = Math.floor(rest / 0x80)
  }
  out.push(rest)
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** Encodes a card for the link fragment. The card must be valid (as `resultOf` produces). */
export function encodeSharedCard(card: SharedCard): string {
  const out: number[] = [SHARE_FORMAT_VERSION, card.deckVersion]
  for (const key of SHARE_SCORE_ORDER) out.push(card.scores[key])
  for (const power of card.powers) out.push(SHARE_POWER_IDS.indexOf(power.id))
  out.push(
    card.motivationCounts.left,
    card.motivationCounts.right,
    card.fearCounts.left,
    card.fearCounts.right,
  )
  pushVarint(out, card.durationSeconds)
  pushVarint(out, Math.floor(card.createdAt / 1000))
  const text = new TextEncoder().encode(card.expertise)
  pushVarint(out, text.length)
  out.push(...text)
  const checksum = fletcher16(Uint8Array.from(out))
  out.push(checksum >> 8, checksum & 0xff)
  return toBase64Url(Uint8Array.from(out))
}

class Reader {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  get remaining() {
    return this.bytes.length - this.offset
  }
  byte(): number | null {
    return this.offset < this.bytes.length ? (this.bytes[this.offset++] as number) : null
  }
  varint(maxBytes = 5): number | null {
    let value = 0
    for (let index = 0; index < maxBytes; index++) {
      const byte = this.byte()
      if (byte === null) return null
      value += (byte & 0x7f) * 2 ** (7 * index)
      if (byte < 0x80) return value
    }
    return null
  }
  take(length: number): Uint8Array | null {
    if (length > this.remaining) return null
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
}

const fail = (error: ShareLinkError): DecodeOutcome => ({ ok: false, error })

function readCounts(reader: Reader, total: number): SideCounts | null {
  const left = reader.byte()
  const right = reader.byte()
  if (left === null || right === null) return null
  return left + right === total ? { left, right } : null
}

/** Whether the expertise is one the assessment would keep: trimmed, within its length, with no controls. */
function isExpertise(text: string): boolean {
  return text !== '' && text.length <= SHARE_EXPERTISE_MAX && text === withoutControls(text).trim()
}

/**
 * Decodes a link fragment (with or without its leading '#'); never throws. `now` (epoch ms) is this device's
 * clock, which a card's time may be ahead of by CLOCK_SKEW_MS at most.
 */
export function decodeSharedCard(fragment: string, now: number = Date.now()): DecodeOutcome {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment
  if (!text) return fail('empty')
  if (text.length > MAX_FRAGMENT_LENGTH) return fail('too-long')
  const bytes = fromBase64Url(text)
  if (!bytes) return fail('not-base64url')
  if (bytes.length < 3) return fail('truncated')
  const body = bytes.subarray(0, bytes.length - 2)
  const expected = ((bytes[bytes.length - 2] as number) << 8) | (bytes[bytes.length - 1] as number)
  if (body[0] !== SHARE_FORMAT_VERSION) return fail('unsupported-version')
  if (fletcher16(body) !== expected) return fail('checksum-mismatch')

  const reader = new Reader(body)
  reader.byte()
  const deckVersion = reader.byte()
  if (deckVersion === null) return fail('truncated')
  if (deckVersion !== 1) return fail('unsupported-version')

  const scores = {} as Scores
  for (const key of SHARE_SCORE_ORDER) {
    const value = reader.byte()
    if (value === null) return fail('truncated')
    if (value > 100) return fail('out-of-range')
    scores[key] = value
  }

  const powers: SelectedPower[] = []
  for (let index = 0; index < SHARE_DECK.powers; index++) {
    const powerIndex = reader.byte()
    if (powerIndex === null) return fail('truncated')
    const id = SHARE_POWER_IDS[powerIndex]
    // The name is copy, looked up by id, so renaming a power renames it on old links too.
    const power = superPowers.find((known) => known.id === id)
    if (!power || powers.some((chosen) => chosen.id === power.id)) return fail('unknown-power')
    powers.push({ id: power.id, name: power.name })
  }

  if (reader.remaining < 4) return fail('truncated')
  const motivationCounts = readCounts(reader, SHARE_DECK.motivationCards)
  const fearCounts = readCounts(reader, SHARE_DECK.fearCards)
  if (!motivationCounts || !fearCounts) return fail('out-of-range')
  if (!isAssessmentOutcome(scores, motivationCounts, fearCounts)) return fail('out-of-range')

  const durationSeconds = reader.varint()
  const createdSeconds = reader.varint()
  const textLength = reader.varint(2)
  if (durationSeconds === null || createdSeconds === null || textLength === null) return fail('truncated')
  if (durationSeconds < MIN_DURATION_SECONDS || durationSeconds > MAX_DURATION_SECONDS)
    return fail('out-of-range')
  if (createdSeconds < EARLIEST_SECONDS || createdSeconds * 1000 > now + CLOCK_SKEW_MS)
    return fail('out-of-range')

  const textBytes = reader.take(textLength)
  if (!textBytes) return fail('truncated')
  let expertise: string
  try {
    expertise = new TextDecoder('utf-8', { fatal: true }).decode(textBytes)
  } catch {
    return fail('bad-text')
  }
  if (!isExpertise(expertise)) return fail('bad-text')
  if (reader.remaining > 0) return fail('trailing-data')

  return {
    ok: true,
    card: {
      scores,
      powers,
      expertise,
      motivationCounts,
      fearCounts,
      durationSeconds,
      createdAt: createdSeconds * 1000,
      deckVersion,
    },
  }
}

/** The address that opens a result anywhere, from the site's origin: /result/{uuid} with the card in the fragment. */
export function shareLinkPath(result: AssessmentResult): string {
  const { uuid, ...card } = result
  return `/result/${uuid}#${encodeSharedCard(card)}`
}
