/**
 * The live room's wire protocol, shared by the browser and the room's Durable Object: types, limits and the
 * pure checks both sides run on what crosses the network. No I/O here. The server only ever sees ciphertext:
 * an envelope carries an attendee's card encrypted to the room's public key, which only the facilitator's
 * devices can open.
 */
import { isUuid } from './uuid'

/** A room code's characters: no 0/O or 1/I/L, which read alike on a projector. */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const ROOM_CODE_LENGTH = 6

export const ROOM_LIMITS = {
  /** Results one room keeps. */
  results: 500,
  /** Joins one room accepts in a minute. */
  joinsPerMinute: 120,
  /** Results one client address may send to a room in a minute. */
  resultsPerMinutePerAddress: 30,
  /** The largest body a result may have, in bytes. */
  envelopeBytes: 8 * 1024,
  /** The largest body any other request may have, in bytes. */
  requestBytes: 2 * 1024,
  /** A room name's length, in characters. */
  nameMin: 1,
  nameMax: 80,
  /** Days a room lives after it ended or was last used. */
  expiryDays: 30,
} as const

/** The WebSocket subprotocol a room screen asks for. */
export const ROOM_SUBPROTOCOL = 'think-first-room'
/** HKDF's info for a card's key (its salt is the room code as UTF-8). */
export const ROOM_HKDF_INFO = 'think-first room card v1'
/** A raw uncompressed P-256 public key (65 bytes) is 87 base64url characters without padding. */
export const ROOM_PUBLIC_KEY_LENGTH = 87
/** A 12-byte AES-GCM iv is 16 base64url characters. */
export const ROOM_IV_LENGTH = 16
/** AES-GCM's 16-byte tag alone is 22 base64url characters: no ciphertext is shorter. */
export const ROOM_CIPHERTEXT_MIN_LENGTH = 22
/** 32 random bytes, base64url. */
export const FACILITATOR_KEY_LENGTH = 43

export type RoomState = 'open' | 'locked' | 'ended'
export type ResultSource = 'phone' | 'tablet'

/**
 * How far the room has got. `refused` counts the results the server turned away as malformed; a room screen
 * adds the cards it could not decrypt or decode.
 */
export interface RoomCounts {
  joined: number
  started: number
  /** Attendees who started and have sent no result yet. A tablet's results belong to no attendee. */
  midway: number
  finished: number
  refused: number
}

export interface Room {
  code: string
  name: string
  publicKey: string
  state: RoomState
  revealed: boolean
  counts: RoomCounts
}

/** One attendee's result as it is sent: the result id is the idempotency key. */
export interface RoomEnvelope {
  id: string
  attendeeId?: string
  source: ResultSource
  ephemeralKey: string
  iv: string
  ciphertext: string
}

/** An envelope as the room kept it. `receivedAt` is an ISO 8601 time. */
export interface ReceivedEnvelope extends RoomEnvelope {
  receivedAt: string
}

/** What a card's ciphertext opens to: the share link's fragment and an optional display name. */
export interface RoomCardPlaintext {
  card: string
  name?: string
}

export interface CreateRoomRequest {
  name: string
  publicKey: string
}

export interface CreateRoomResponse {
  code: string
  facilitatorKey: string
  room: Room
}

export interface RoomResultsPage {
  room: Room
  results: ReceivedEnvelope[]
  /** Pass back as `?after=` to get only what came since. */
  cursor: string
}

export type RoomErrorCode =
  | 'bad-request'
  | 'bad-envelope'
  | 'not-json'
  | 'too-large'
  | 'not-found'
  | 'not-facilitator'
  | 'locked'
  | 'ended'
  | 'room-full'
  | 'slow-down'
  | 'method-not-allowed'

export interface RoomApiError {
  error: RoomErrorCode
  message: string
}

/** The status each error code is answered with. */
export const ROOM_ERROR_STATUS: Readonly<Record<RoomErrorCode, number>> = {
  'bad-request': 400,
  'bad-envelope': 400,
  'not-facilitator': 401,
  'not-found': 404,
  'method-not-allowed': 405,
  'room-full': 409,
  ended: 410,
  'too-large': 413,
  'not-json': 415,
  locked: 423,
  'slow-down': 429,
}

/** The first message a room screen sends on its WebSocket. */
export interface RoomHelloMessage {
  type: 'hello'
  facilitatorKey: string
}

export type RoomServerMessage =
  | { type: 'snapshot'; room: Room; results: ReceivedEnvelope[] }
  | { type: 'result'; envelope: ReceivedEnvelope }
  | { type: 'room'; room: Room }
  | { type: 'error'; error: RoomErrorCode; message: string }

const BASE64URL = /^[A-Za-z0-9_-]*$/

/** Whether `value` is unpadded base64url that decodes to whole bytes. */
export function isBase64Url(value: unknown): value is string {
  return typeof value === 'string' && BASE64URL.test(value) && value.length % 4 !== 1
}

/** Whether `value` looks like a raw uncompressed P-256 public key (0x04 first, so 'B'). */
export function isRoomPublicKey(value: unknown): value is string {
  return isBase64Url(value) && value.length === ROOM_PUBLIC_KEY_LENGTH && value.startsWith('B')
}

export function isFacilitatorKey(value: unknown): value is string {
  return isBase64Url(value) && value.length === FACILITATOR_KEY_LENGTH
}

/** Whether `code` is a room code exactly as the server writes it. */
export function isRoomCode(code: unknown): code is string {
  if (typeof code !== 'string' || code.length !== ROOM_CODE_LENGTH) return false
  for (const char of code) if (!ROOM_CODE_ALPHABET.includes(char)) return false
  return true
}

/** A typed code as the server writes it (any case, spaces and dashes ignored), or null if it cannot be one. */
export function normaliseRoomCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase()
  return isRoomCode(code) ? code : null
}

/** A room code from random bytes (one byte per character; the bias of 256 % 31 is too small to matter). */
export function roomCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < ROOM_CODE_LENGTH) throw new RangeError('A room code needs six random bytes')
  return Array.from(bytes.subarray(0, ROOM_CODE_LENGTH), (byte) =>
    ROOM_CODE_ALPHABET.charAt(byte % ROOM_CODE_ALPHABET.length),
  ).join('')
}

/** How many room codes exist. */
export const ROOM_CODE_COUNT = ROOM_CODE_ALPHABET.length ** ROOM_CODE_LENGTH

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

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
  return { name, publicKey: value.publicKey }
}

/** The attendee id of a join or progress request. */
export function parseAttendeeRequest(value: unknown): string | null {
  if (!isRecord(value) || typeof value.attendeeId !== 'string' || !isUuid(value.attendeeId)) return null
  return value.attendeeId.toLowerCase()
}

/** The boolean `field` of a facilitator's request (`revealed`, `locked`, `keep`). */
export function parseFlag(value: unknown, field: 'revealed' | 'locked' | 'keep'): boolean | null {
  if (!isRecord(value) || typeof value[field] !== 'boolean') return null
  return value[field]
}

export function parseHelloMessage(value: unknown): RoomHelloMessage | null {
  if (!isRecord(value) || value.type !== 'hello' || !isFacilitatorKey(value.facilitatorKey)) return null
  return { type: 'hello', facilitatorKey: value.facilitatorKey }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

/** A room as the server described it, checked before a browser trusts it. */
export function parseRoom(value: unknown): Room | null {
  if (!isRecord(value) || !isRecord(value.counts)) return null
  const { code, name, publicKey, state, revealed, counts } = value
  if (!isRoomCode(code) || typeof name !== 'string' || !isRoomPublicKey(publicKey)) return null
  if (state !== 'open' && state !== 'locked' && state !== 'ended') return null
  if (typeof revealed !== 'boolean') return null
  const { joined, started, midway, finished, refused } = counts
  if (!isCount(joined) || !isCount(started) || !isCount(midway)) return null
  if (!isCount(finished) || !isCount(refused)) return null
  return { code, name, publicKey, state, revealed, counts: { joined, started, midway, finished, refused } }
}

/** A kept envelope as the server sent it, checked before a room screen decrypts it. */
export function parseReceivedEnvelope(value: unknown): ReceivedEnvelope | null {
  if (!isRecord(value) || typeof value.receivedAt !== 'string') return null
  const { receivedAt, ...rest } = value
  if (Number.isNaN(Date.parse(receivedAt))) return null
  const envelope = parseRoomEnvelope(rest)
  return envelope && { ...envelope, receivedAt }
}
