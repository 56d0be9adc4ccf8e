/**
 * What the room service is sent, as both sides check it (room-protocol.ts has the wire's types and limits):
 * a card's sealed envelope, the requests to open, join and run a room, and the key a room screen's socket names.
 * Rebuilt from their known fields, or null if anything is off.
 */
import {
  type CreateRoomRequest,
  isBase64Url,
  isCapacity,
  isFacilitatorKey,
  isRecord,
  isRoomPublicKey,
  type JoinRequest,
  type ReceivedEnvelope,
  ROOM_CIPHERTEXT_MIN_LENGTH,
  ROOM_IV_LENGTH,
  ROOM_KEY_PROTOCOL_PREFIX,
  ROOM_LIMITS,
  ROOM_SUBPROTOCOL,
  type RemoveRequest,
  type RoomEnvelope,
} from './room-protocol'
import { isUuid } from '../encoding/uuid'
import { normaliseTabletPass } from './tablet-pass'

const ENVELOPE_KEYS = new Set(['id', 'attendeeId', 'source', 'ephemeralKey', 'iv', 'ciphertext'])

/**
 * The envelope in `value`, rebuilt from its known fields, or null if anything is off: unknown fields are
 * refused too, so a client cannot have the server keep anything but ciphertext.
 */
export function parseRoomEnvelope(value: unknown): RoomEnvelope | null {
  if (!isRecord(value)) return null
  for (const key of Object.keys(value)) if (!ENVELOPE_KEYS.has(key)) return null
  const { id, attendeeId, source, ephemeralKey, iv, ciphertext } = value
  if (typeof id !== 'string' || !isUuid(id)) return null
  if (attendeeId !== undefined && (typeof attendeeId !== 'string' || !isUuid(attendeeId))) return null
  if (source !== 'phone' && source !== 'tablet') return null
  if (!isRoomPublicKey(ephemeralKey)) return null
  if (!isBase64Url(iv) || iv.length !== ROOM_IV_LENGTH) return null
  if (!isBase64Url(ciphertext) || ciphertext.length < ROOM_CIPHERTEXT_MIN_LENGTH) return null
  const envelope: RoomEnvelope = { id: id.toLowerCase(), source, ephemeralKey, iv, ciphertext }
  if (attendeeId !== undefined) envelope.attendeeId = attendeeId.toLowerCase()
  return envelope
}

/** A room's name as kept: trimmed, inner runs of white space made one space. */
export function normaliseRoomName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.replace(/\s+/g, ' ').trim()
  return name.length >= ROOM_LIMITS.nameMin && name.length <= ROOM_LIMITS.nameMax ? name : null
}

export function parseCreateRoomRequest(value: unknown): CreateRoomRequest | null {
  if (!isRecord(value)) return null
  const name = normaliseRoomName(value.name)
  if (name === null || !isRoomPublicKey(value.publicKey)) return null
  const { capacity = ROOM_LIMITS.capacity.default } = value
  if (!isCapacity(capacity)) return null
  return { name, publicKey: value.publicKey, capacity }
}

/** A capacity as a person types it ("120", " 40 "): a whole number from 1 to the most, or null. */
export function capacityFromInput(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : ''
  const capacity = /^\d{1,4}$/.test(text) ? Number(text) : NaN
  return isCapacity(capacity) ? capacity : null
}

/** The facilitator's new capacity for a room (`{ capacity }`), or null. */
export function parseCapacityRequest(value: unknown): number | null {
  return isRecord(value) && isCapacity(value.capacity) ? value.capacity : null
}

/**
 * A join request: `{ attendeeId, memberKey? }` from a phone, `{ attendeeId, device: 'tablet', pass }` from a
 * tablet the facilitator gave the room's tablet pass. A phone from before rooms had summaries sends no key:
 * it joins, and is sealed no summary.
 */
export function parseJoinRequest(value: unknown): JoinRequest | null {
  if (!isRecord(value) || typeof value.attendeeId !== 'string' || !isUuid(value.attendeeId)) return null
  const memberId = value.attendeeId.toLowerCase()
  if (value.device === 'tablet') {
    const pass = normaliseTabletPass(value.pass)
    return pass === null || value.memberKey !== undefined ? null : { memberId, device: 'tablet', pass }
  }
  if ((value.device ?? 'phone') !== 'phone') return null
  if (value.memberKey === undefined) return { memberId, device: 'phone' }
  return isRoomPublicKey(value.memberKey) ? { memberId, device: 'phone', memberKey: value.memberKey } : null
}

/** A removal request: the id of the card to take out of the room. */
export function parseRemoveRequest(value: unknown): RemoveRequest | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !isUuid(value.id)) return null
  const { phone = false } = value
  if (typeof phone !== 'boolean') return null
  return { id: value.id.toLowerCase(), phone }
}

/** The boolean `field` of a facilitator's request (`revealed`, `locked`, `keep`). */
export function parseFlag(value: unknown, field: 'revealed' | 'locked' | 'keep'): boolean | null {
  if (!isRecord(value) || typeof value[field] !== 'boolean') return null
  return value[field]
}

/** The facilitator key a room screen's socket named among its subprotocols (`Sec-WebSocket-Protocol`), or null. */
export function facilitatorKeyOfProtocols(header: string | null): string | null {
  const protocols = (header ?? '').split(',').map((name) => name.trim())
  if (!protocols.includes(ROOM_SUBPROTOCOL)) return null
  const key = protocols
    .find((name) => name.startsWith(ROOM_KEY_PROTOCOL_PREFIX))
    ?.slice(ROOM_KEY_PROTOCOL_PREFIX.length)
  return isFacilitatorKey(key) ? key : null
}

/** A kept envelope as the server sent it, checked before a room screen decrypts it. */
export function parseReceivedEnvelope(value: unknown): ReceivedEnvelope | null {
  if (!isRecord(value) || typeof value.receivedAt !== 'string') return null
  const { receivedAt, ...rest } = value
  if (Number.isNaN(Date.parse(receivedAt))) return null
  const envelope = parseRoomEnvelope(rest)
  return envelope && { ...envelope, receivedAt }
}
