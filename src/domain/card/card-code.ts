/**
 * The card code: version 2 of the share link, carried in the path as /c/{code} so that a server (the edge's
 * link preview) can read the card, which it never could from a fragment. It carries everything a version-1
 * link does, the result's uuid (a received card keeps its identity), the sharer's first name if they gave
 * one, and whether they hid their watch-out. Decoding is as strict as version 1's: a card is taken only if an
 * assessment could have made it, and the name only as the share dialog would have kept it.
 */
import type { AssessmentResult } from '../assessment/assessment-types'
import { withoutControls } from '../text/free-text'
import { pushCardFields, readCardFields, type ShareLinkError } from './share-link'
import { fromBase64Url } from '../encoding/base64url'
import { ByteReader, checkedBody, pushText, signedBase64Url, utf8 } from './share-link-bytes'
import { CARD_CODE_FLAGS, CARD_CODE_VERSION, SHARE_SHARER_MAX } from './share-link-format'
import { isUuid } from '../encoding/uuid'

export { CARD_CODE_VERSION, SHARE_SHARER_MAX } from './share-link-format'

/**
 * The watch-out starts hidden: it names a fear, which most professionals would not post, and a card shared
 * by mistake with it cannot be taken back; showing it is one tick away.
 */
export const HIDE_WATCH_OUT_BY_DEFAULT = true

/** Where a card code lives: /c/{code}. */
export const CARD_PATH_PREFIX = '/c/'
/** Longer codes are refused before any decoding work. */
export const MAX_CARD_CODE_LENGTH = 1024

export interface CardCodeOptions {
  /** The sharer's first name, as typed: cleaned with `cleanSharerName`; empty means none. */
  sharer?: string | null
  hideWatchOut?: boolean
}

export type CardCodeOutcome =
  | { ok: true; card: AssessmentResult; sharer: string | null; hideWatchOut: boolean }
  | { ok: false; error: ShareLinkError }

/**
 * A typed first name as a code carries it: without controls or bidi controls, trimmed, at most
 * SHARE_SHARER_MAX characters (never half an emoji); empty when nothing is left.
 */
export function cleanSharerName(typed: string): string {
  let name = withoutControls(typed).trim()
  if (name.length > SHARE_SHARER_MAX) {
    const end = /[\uD800-\uDBFF]/.test(name.charAt(SHARE_SHARER_MAX - 1))
      ? SHARE_SHARER_MAX - 1
      : SHARE_SHARER_MAX
    name = name.slice(0, end).trim()
  }
  return name
}

function uuidBytes(uuid: string): number[] {
  const hex = uuid.replace(/-/g, '')
  return Array.from({ length: 16 }, (_, index) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16))
}

function uuidOf(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Encodes a result (valid, as `resultOf` makes it, with a well-formed uuid) as a card code. */
export function encodeCardCode(result: AssessmentResult, options: CardCodeOptions = {}): string {
  const { uuid, ...card } = result
  const out: number[] = [CARD_CODE_VERSION, options.hideWatchOut ? CARD_CODE_FLAGS.hideWatchOut : 0]
  out.push(...uuidBytes(uuid))
  pushCardFields(out, card)
  pushText(out, cleanSharerName(options.sharer ?? ''))
  return signedBase64Url(out)
}

/** The address that opens a result anywhere and previews it where it is pasted: /c/{code}. */
export function cardCodePath(result: AssessmentResult, options: CardCodeOptions = {}): string {
  return `${CARD_PATH_PREFIX}${encodeCardCode(result, options)}`
}

const fail = (error: ShareLinkError): CardCodeOutcome => ({ ok: false, error })

/**
 * Decodes a card code (the path segment after /c/); never throws. `now` (epoch ms) is this device's clock,
 * which a card's time may be ahead of by a day at most.
 */
export function decodeCardCode(code: string, now: number = Date.now()): CardCodeOutcome {
  if (!code) return fail('empty')
  if (code.length > MAX_CARD_CODE_LENGTH) return fail('too-long')
  const bytes = fromBase64Url(code)
  if (!bytes) return fail('not-base64url')
  if (bytes.length < 3) return fail('truncated')
  if (bytes[0] !== CARD_CODE_VERSION) return fail('unsupported-version')
  const body = checkedBody(bytes)
  if (!body) return fail('checksum-mismatch')

  const reader = new ByteReader(body)
  reader.byte()
  const flags = reader.byte()
  const id = reader.take(16)
  if (flags === null || !id) return fail('truncated')
  if ((flags & ~CARD_CODE_FLAGS.hideWatchOut) !== 0) return fail('out-of-range')
  const uuid = uuidOf(id)
  if (!isUuid(uuid)) return fail('out-of-range')

  const card = readCardFields(reader, now)
  if (typeof card === 'string') return fail(card)

  const sharerLength = reader.varint(2)
  if (sharerLength === null) return fail('truncated')
  const sharerBytes = reader.take(sharerLength)
  if (!sharerBytes) return fail('truncated')
  const sharer = utf8(sharerBytes)
  if (sharer === null || sharer !== cleanSharerName(sharer)) return fail('bad-text')
  if (reader.remaining > 0) return fail('trailing-data')

  return {
    ok: true,
    card: { uuid, ...card },
    sharer: sharer || null,
    hideWatchOut: flags === CARD_CODE_FLAGS.hideWatchOut,
  }
}

/** The code in a /c/{code} path (or /c/{code}/anything), or null when the path is not one. */
export function cardCodeOfPath(pathname: string): string | null {
  const match = /^\/c\/([^/]+)/.exec(pathname)
  return match ? (match[1] as string) : null
}
