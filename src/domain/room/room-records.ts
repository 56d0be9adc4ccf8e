// What a device keeps of live rooms. A facilitator's device keeps the rooms it opened (or was handed) with
// the keys that open their cards and control them; an attendee's phone keeps the one room it joined; a
// workshop tablet keeps the room it sends to. Stored rows are read back through these restores, so a
// damaged row reads as absent.
import { isNonNegativeInteger, isObject } from '../restore/restore-guards'
import { isFacilitatorKey, isRoomCode, isRoomPublicKey, parseMemberToken } from './room-protocol'
import { fromBase64Url } from '../encoding/base64url'
import { parseRoomSummary, type RoomSummary } from './room-summary'
import { isUuid } from '../encoding/uuid'
import type { PinHash } from '../workshop/workshop-pin'

/** A room as this device knows it: enough to seal cards to it. */
export interface RoomLink {
  code: string
  name: string
  publicKey: string
}

/** A room the facilitator runs from this device. */
export interface FacilitatorRoom extends RoomLink {
  /** The room's private key, PKCS #8 in base64url: it opens the cards and never leaves the facilitator's devices. */
  privateKey: string
  /** Sent as a bearer token for reveal, lock, end and the results; the server keeps only its hash. */
  facilitatorKey: string
  /** The facilitator's PIN for moving the keys to another device (absent when they set none). */
  pin?: PinHash
  /** Epoch milliseconds. */
  createdAt: number
}

/** The room an attendee's phone joined. */
export interface JoinedRoom extends RoomLink {
  /** A random id for this phone in this room, so a repeated join counts once. */
  attendeeId: string
  /** What the room gave this phone at its join, for its progress and its card (absent: join again to get it). */
  token?: string
  /** What the attendee chose to be called; absent unless they asked for it. */
  displayName?: string
  /** Whether the room has been told this attendee started. */
  startSent?: boolean
}

/** The room a workshop tablet sends its results to, with what the room gave it when it linked. */
export interface TabletRoom extends RoomLink {
  /** The tablet's own random id in this room. */
  memberId: string
  token: string
}

/**
 * What a phone keeps in IndexedDB of the room it joined: the key pair it joined with (the private half
 * unextractable, so it never leaves this browser) and, once the facilitator revealed, the room's summary.
 */
export interface RoomMembership {
  code: string
  attendeeId: string
  publicKey: string
  privateKey: CryptoKey
  summary?: RoomSummary
}

function isPinHash(value: unknown): value is PinHash {
  return isObject(value) && typeof value.salt === 'string' && typeof value.hash === 'string'
}

function isRoomLink(value: Record<string, unknown>): boolean {
  return isRoomCode(value.code) && typeof value.name === 'string' && isRoomPublicKey(value.publicKey)
}

export function restoreRoomLink(raw: unknown): RoomLink | null {
  if (!isObject(raw) || !isRoomLink(raw)) return null
  return { code: raw.code as string, name: raw.name as string, publicKey: raw.publicKey as string }
}

export function restoreFacilitatorRoom(raw: unknown): FacilitatorRoom | null {
  const link = restoreRoomLink(raw)
  if (!link || !isObject(raw)) return null
  const { privateKey, facilitatorKey, pin, createdAt } = raw
  if (typeof privateKey !== 'string' || !fromBase64Url(privateKey)) return null
  if (!isFacilitatorKey(facilitatorKey) || !isNonNegativeInteger(createdAt)) return null
  if (pin !== undefined && !isPinHash(pin)) return null
  const room: FacilitatorRoom = { ...link, privateKey, facilitatorKey, createdAt }
  if (pin) room.pin = { salt: pin.salt, hash: pin.hash }
  return room
}

export function restoreJoinedRoom(raw: unknown): JoinedRoom | null {
  const link = restoreRoomLink(raw)
  if (!link || !isObject(raw)) return null
  const { attendeeId, token, displayName, startSent } = raw
  if (typeof attendeeId !== 'string' || !isUuid(attendeeId)) return null
  const room: JoinedRoom = { ...link, attendeeId }
  if (typeof token === 'string' && parseMemberToken(token)) room.token = token
  if (typeof displayName === 'string' && displayName.trim() !== '') room.displayName = displayName
  if (startSent === true) room.startSent = true
  return room
}

/** A tablet's room as kept; one linked before rooms gave tokens reads as absent, so it is linked again. */
export function restoreTabletRoom(raw: unknown): TabletRoom | null {
  const link = restoreRoomLink(raw)
  if (!link || !isObject(raw)) return null
  const { memberId, token } = raw
  if (typeof memberId !== 'string' || !isUuid(memberId)) return null
  if (typeof token !== 'string' || parseMemberToken(token)?.device !== 'tablet') return null
  return { ...link, memberId, token }
}

export function restoreRoomMembership(raw: unknown): RoomMembership | null {
  if (!isObject(raw) || !isRoomCode(raw.code) || !isRoomPublicKey(raw.publicKey)) return null
  const { attendeeId, privateKey, summary } = raw
  if (typeof attendeeId !== 'string' || !isUuid(attendeeId)) return null
  if (typeof CryptoKey === 'undefined' || !(privateKey instanceof CryptoKey)) return null
  const membership: RoomMembership = { code: raw.code, attendeeId, publicKey: raw.publicKey, privateKey }
  const restored = summary === undefined ? null : parseRoomSummary(summary)
  if (restored) membership.summary = restored
  return membership
}
