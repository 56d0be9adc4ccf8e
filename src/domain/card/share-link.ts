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
import { superPowers } from '../../content/assessment/powers'
import { isAssessmentOutcome } from '../assessment/assessment-outcome'
import type { AssessmentResult, Scores, SelectedPower, SideCounts } from '../assessment/assessment-types'
import { withoutControls } from '../text/free-text'
import { fromBase64Url } from '../encoding/base64url'
import { ByteReader, checkedBody, pushText, pushVarint, signedBase64Url, utf8 } from './share-link-bytes'
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

/**
 * Appends a card's fields, from its deck version to its expertise, as both formats carry them. The card must
 * be valid (as `resultOf` produces).
 */
export function pushCardFields(out: number[], card: SharedCard) {
  out.push(card.deckVersion)
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
  pushText(out, card.expertise)
}

/** Encodes a card for the link fragment. The card must be valid (as `resultOf` produces). */
export function encodeSharedCard(card: SharedCard): string {
  const out: number[] = [SHARE_FORMAT_VERSION]
  pushCardFields(out, card)
  return signedBase64Url(out)
}

const fail = (error: ShareLinkError): DecodeOutcome => ({ ok: false, error })

function readCounts(reader: ByteReader, total: number): SideCounts | null {
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
 * Reads a card's fields, from its deck version to its expertise, and checks that an assessment could have made
 * them; never throws. `now` (epoch ms) is this device's clock, which a card's time may be ahead of by
 * CLOCK_SKEW_MS at most.
 */
export function readCardFields(reader: ByteReader, now: number): SharedCard | ShareLinkError {
  const deckVersion = reader.byte()
  if (deckVersion === null) return 'truncated'
  if (deckVersion !== 1) return 'unsupported-version'

  const scores = {} as Scores
  for (const key of SHARE_SCORE_ORDER) {
    const value = reader.byte()
    if (value === null) return 'truncated'
    if (value > 100) return 'out-of-range'
    scores[key] = value
  }

  const powers: SelectedPower[] = []
  for (let index = 0; index < SHARE_DECK.powers; index++) {
    const powerIndex = reader.byte()
    if (powerIndex === null) return 'truncated'
    const id = SHARE_POWER_IDS[powerIndex]
    // The name is copy, looked up by id, so renaming a power renames it on old links too.
    const power = superPowers.find((known) => known.id === id)
    if (!power || powers.some((chosen) => chosen.id === power.id)) return 'unknown-power'
    powers.push({ id: power.id, name: power.name })
  }

  if (reader.remaining < 4) return 'truncated'
  const motivationCounts = readCounts(reader, SHARE_DECK.motivationCards)
  const fearCounts = readCounts(reader, SHARE_DECK.fearCards)
  if (!motivationCounts || !fearCounts) return 'out-of-range'
  if (!isAssessmentOutcome(scores, motivationCounts, fearCounts)) return 'out-of-range'

  const durationSeconds = reader.varint()
  const createdSeconds = reader.varint()
  const textLength = reader.varint(2)
  if (durationSeconds === null || createdSeconds === null || textLength === null) return 'truncated'
  if (durationSeconds < MIN_DURATION_SECONDS || durationSeconds > MAX_DURATION_SECONDS) return 'out-of-range'
  if (createdSeconds < EARLIEST_SECONDS || createdSeconds * 1000 > now + CLOCK_SKEW_MS) return 'out-of-range'

  const textBytes = reader.take(textLength)
  if (!textBytes) return 'truncated'
  const expertise = utf8(textBytes)
  if (expertise === null || !isExpertise(expertise)) return 'bad-text'

  return {
    scores,
    powers,
    expertise,
    motivationCounts,
    fearCounts,
    durationSeconds,
    createdAt: createdSeconds * 1000,
    deckVersion,
  }
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
  if (bytes[0] !== SHARE_FORMAT_VERSION) return fail('unsupported-version')
  const body = checkedBody(bytes)
  if (!body) return fail('checksum-mismatch')

  const reader = new ByteReader(body)
  reader.byte()
  const card = readCardFields(reader, now)
  if (typeof card === 'string') return fail(card)
  if (reader.remaining > 0) return fail('trailing-data')
  return { ok: true, card }
}

/** The address that opens a result anywhere, from the site's origin: /result/{uuid} with the card in the fragment. */
export function shareLinkPath(result: AssessmentResult): string {
  const { uuid, ...card } = result
  return `/result/${uuid}#${encodeSharedCard(card)}`
}
