/**
 * The room summary on the wire (room-protocol.ts has its types and limits): the facilitator's publication,
 * sealed once with its key wrapped for each phone, and what one phone is served. Checked by the room service
 * before it keeps them, and by a phone before it tries to open its own.
 */
import {
  isBase64Url,
  isRecord,
  isRoomPublicKey,
  type PublishedSummary,
  ROOM_CIPHERTEXT_MIN_LENGTH,
  ROOM_IV_LENGTH,
  ROOM_LIMITS,
  ROOM_WRAPPED_KEY_LENGTH,
  type RoomMemberKey,
  type ServedSummary,
  SUMMARY_WITHHELD,
  type WrappedKey,
} from './room-protocol'
import { isUuid } from '../encoding/uuid'

function isIv(value: unknown): value is string {
  return isBase64Url(value) && value.length === ROOM_IV_LENGTH
}

type SealedSummary = Omit<ServedSummary, 'key'>

function sealedSummary(value: Record<string, unknown>): SealedSummary | null {
  const { ephemeralKey, iv, ciphertext } = value
  if (!isRoomPublicKey(ephemeralKey) || !isIv(iv) || !isBase64Url(ciphertext)) return null
  if (ciphertext.length < ROOM_CIPHERTEXT_MIN_LENGTH || ciphertext.length > ROOM_LIMITS.summaryChars)
    return null
  return { ephemeralKey, iv, ciphertext }
}

function hasOnlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key))
}

function parseWrappedKey(value: unknown): WrappedKey | null {
  if (!isRecord(value) || !isIv(value.iv)) return null
  if (!isBase64Url(value.key) || value.key.length !== ROOM_WRAPPED_KEY_LENGTH) return null
  return { iv: value.iv, key: value.key }
}

/**
 * A facilitator's publication of the summary, rebuilt from its known fields, or null if anything is off:
 * unknown fields, a phone named twice, more keys than a room has cards, or a ciphertext out of bounds.
 */
export function parsePublishedSummary(value: unknown): PublishedSummary | null {
  if (!isRecord(value) || !hasOnlyKeys(value, ['ephemeralKey', 'iv', 'ciphertext', 'keys'])) return null
  const sealed = sealedSummary(value)
  if (!sealed || !Array.isArray(value.keys)) return null
  if (value.keys.length > ROOM_LIMITS.results) return null
  const keys: PublishedSummary['keys'] = []
  const seen = new Set<string>()
  for (const item of value.keys as unknown[]) {
    if (!isRecord(item) || !hasOnlyKeys(item, ['memberId', 'iv', 'key'])) return null
    const wrapped = parseWrappedKey(item)
    if (!wrapped || typeof item.memberId !== 'string' || !isUuid(item.memberId)) return null
    const memberId = item.memberId.toLowerCase()
    if (seen.has(memberId)) return null
    seen.add(memberId)
    keys.push({ memberId, ...wrapped })
  }
  return { ...sealed, keys }
}

/** The summary a phone was served, checked before it tries to open it. */
export function parseServedSummary(value: unknown): ServedSummary | null {
  const sealed = isRecord(value) ? sealedSummary(value) : null
  const key = isRecord(value) ? parseWrappedKey(value.key) : null
  return sealed && key ? { ...sealed, key } : null
}

/**
 * What a phone asking for its summary was told: `hidden` (the results are not shown), `withheld` (shown, but no
 * summary is sealed to it now) or its sealed summary; null if the answer is none of these.
 */
export type SummaryAnswer =
  { kind: 'hidden' } | { kind: 'withheld' } | { kind: 'sealed'; served: ServedSummary }

export function parseSummaryAnswer(body: unknown): SummaryAnswer | null {
  if (body === null) return { kind: 'hidden' }
  if (isRecord(body) && body.withheld === SUMMARY_WITHHELD.withheld) return { kind: 'withheld' }
  const served = parseServedSummary(body)
  return served && { kind: 'sealed', served }
}

/** The phones a facilitator seals the summary to, as the room listed them; malformed entries are dropped. */
export function parseMemberKeys(value: unknown): RoomMemberKey[] | null {
  if (!isRecord(value) || !Array.isArray(value.members)) return null
  return (value.members as unknown[]).flatMap((item) =>
    isRecord(item) &&
    typeof item.memberId === 'string' &&
    isUuid(item.memberId) &&
    isRoomPublicKey(item.memberKey)
      ? [{ memberId: item.memberId.toLowerCase(), memberKey: item.memberKey }]
      : [],
  )
}
