/**
 * The live room's wire protocol, shared by the browser and the room's Durable Object: types, limits and the
 * pure checks both sides run on what crosses the network. No I/O here. The server only ever sees ciphertext:
 * an envelope carries an attendee's card encrypted to the room's public key, which only the facilitator's
 * devices can open.
 */
import { isUuid } from '../encoding/uuid'

/** A room code's characters: no 0/O or 1/I/L, which read alike on a projector. */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const ROOM_CODE_LENGTH = 6

export const ROOM_LIMITS = {
  /** Results one room keeps. */
  results: 500,
  /**
   * People one room lets join: the facilitator sets it when opening the room and can raise it, up to `most`,
   * so a stranger with the code cannot fill a room for those it was opened for.
   */
  capacity: { default: 200, most: 500 },
  /** Requests (progress and cards) one phone's join token may make in a minute: a few tries of one card. */
  phoneRequestsPerMinute: 20,
  /** Requests one linked tablet may make in a minute: it sends a whole group's cards at once. */
  tabletRequestsPerMinute: 600,
  /** Cards one phone may add to a room: a retake or two, never a flood. */
  cardsPerPhone: 5,
  /**
   * Requests naming a code no room has, per address (an IPv6 /64), in a minute and in an hour: a venue's crowd
   * typing the code by hand, never a search. A code the address found passes however many it missed.
   */
  misses: { perMinute: 120, perHour: 1200 },
  /** The same, per IPv6 /48, which one sender often holds whole. */
  missesPerNetwork: { perMinute: 480, perHour: 4800 },
  /** Wrong facilitator keys and tablet passes one room answers in a minute before the next wrong one waits. */
  wrongSecretsPerMinute: 30,
  /** Room screens connected to one room at once. */
  screens: 10,
  /** An attendee with no news for this long no longer counts as mid-way. */
  midwayIdleMs: 15 * 60_000,
  /** The largest body a result may have, in bytes. */
  envelopeBytes: 8 * 1024,
  /** The largest body any other request may have, in bytes. */
  requestBytes: 2 * 1024,
  /** The largest sealed summary of the room ("you and the room"), in base64url characters. */
  summaryChars: 4 * 1024,
  /**
   * The largest body publishing that summary may have, in bytes: the sealed summary and one wrapped key for
   * each phone that sent a card (at most `results`), about 130 bytes each.
   */
  publishBytes: 96 * 1024,
  /** A room name's length, in characters. */
  nameMin: 1,
  nameMax: 80,
  /** Days a room lives after the facilitator last acted in it or a card last arrived. */
  expiryDays: 30,
  /** Days a room lives at most from its creation, however busy. */
  lifetimeDays: 90,
} as const

/**
 * "Check this network": how long its live connection must stay open, and what the service allows one such
 * connection (it closes it after its lifetime, and stops echoing past its pings), so an abandoned or
 * scripted check costs nothing for long.
 */
export const NETWORK_CHECK = { holdMs: 60_000, lifetimeMs: 75_000, echoes: 16 } as const

/** The WebSocket subprotocol a room screen asks for. */
export const ROOM_SUBPROTOCOL = 'think-first-room'
/**
 * A room screen names the facilitator key as a second subprotocol, after this prefix (the key is base64url,
 * so a valid protocol name): a browser's WebSocket can send no other header, and the room checks the key
 * before it accepts the socket. The room answers with ROOM_SUBPROTOCOL alone, so the key is never echoed.
 */
export const ROOM_KEY_PROTOCOL_PREFIX = 'key.'

/** The subprotocols a room screen's socket asks for: the room's, and its facilitator key. */
export function roomScreenProtocols(facilitatorKey: string): string[] {
  return [ROOM_SUBPROTOCOL, `${ROOM_KEY_PROTOCOL_PREFIX}${facilitatorKey}`]
}
/** HKDF's info for a card's key (its salt is the room code as UTF-8). */
export const ROOM_HKDF_INFO = 'think-first room card v1'
/** HKDF's info for the key that wraps the room summary's key for one phone (its salt is the room code). */
export const ROOM_SUMMARY_HKDF_INFO = 'think-first room summary v1'
/** A wrapped 32-byte AES key with its 16-byte tag: 48 bytes, 64 base64url characters. */
export const ROOM_WRAPPED_KEY_LENGTH = 64
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
 * What lets a phone or a tablet add cards: given by the room when it joins, bound to the room and to the
 * member's id, sent as `Authorization: Bearer …` with its progress and its cards.
 */
export interface MemberToken {
  device: ResultSource
  memberId: string
  mac: string
}

/**
 * How far the room has got. `refused` counts the results the server turned away as malformed; a room screen
 * adds the cards it could not decrypt or decode.
 */
export interface RoomCounts {
  joined: number
  started: number
  /**
   * Attendees who started, sent no result yet and were heard from in the last 15 minutes; none once the room
   * has ended. A tablet's results belong to no attendee.
   */
  midway: number
  finished: number
  refused: number
  /** Cards the facilitator removed from the room. */
  removed: number
}

export interface Room {
  code: string
  name: string
  publicKey: string
  state: RoomState
  revealed: boolean
  /** How many people may join: the joined count stops there. */
  capacity: number
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

/**
 * What a phone or a tablet sends to join: its own random id, which it is and, from a phone, the public half of
 * a key pair it made for this room, to which the facilitator seals the room's summary ("you and the room").
 */
export type JoinRequest =
  | { memberId: string; device: 'phone'; memberKey?: string }
  | { memberId: string; device: 'tablet'; pass: string }

/** A phone that sent a card, and the public key it joined with: the facilitator seals the summary to it. */
export interface RoomMemberKey {
  memberId: string
  memberKey: string
}

/** The summary's AES key, wrapped for one phone. */
export interface WrappedKey {
  iv: string
  key: string
}

/** The room's summary as the facilitator publishes it: sealed once, its key wrapped for each phone. */
export interface PublishedSummary {
  /** The facilitator's one-off P-256 public key, from which each phone derives its wrapping key. */
  ephemeralKey: string
  iv: string
  ciphertext: string
  keys: (WrappedKey & { memberId: string })[]
}

/** What one phone is served: the sealed summary and its own wrapped key only. */
export interface ServedSummary {
  ephemeralKey: string
  iv: string
  ciphertext: string
  key: WrappedKey
}

/**
 * A revealed room's answer to a phone it has sealed no summary to: too few cards, a card just removed (a new
 * summary is on its way if enough remain), or a phone that joined without a key. A hidden room answers 204.
 */
export const SUMMARY_WITHHELD = { withheld: true } as const

/** What a join is answered with: the room, and the token its cards and progress must carry. */
export interface JoinResponse {
  room: Room
  token: string
}

export interface CreateRoomRequest {
  name: string
  publicKey: string
  /** How many people may join; ROOM_LIMITS.capacity.default when not sent. */
  capacity: number
}

/** The facilitator removes a card; `phone` removes the phone that sent it too, with all its cards. */
export interface RemoveRequest {
  id: string
  phone: boolean
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
  /** The ids of every card the facilitator removed, so a screen drops those it shows. */
  removed: string[]
}

export type RoomErrorCode =
  | 'bad-request'
  | 'bad-envelope'
  | 'not-json'
  | 'too-large'
  | 'not-found'
  | 'not-facilitator'
  | 'not-member'
  | 'locked'
  | 'ended'
  | 'room-full'
  | 'room-at-capacity'
  | 'phone-full'
  | 'revoked'
  | 'slow-down'
  | 'method-not-allowed'
  | 'not-configured'
  | 'busy'
  | 'not-revealed'
  | 'tablet-pass'

export interface RoomApiError {
  error: RoomErrorCode
  message: string
}

/** The status each error code is answered with. */
export const ROOM_ERROR_STATUS: Readonly<Record<RoomErrorCode, number>> = {
  'bad-request': 400,
  'bad-envelope': 400,
  'not-facilitator': 401,
  'not-member': 401,
  'tablet-pass': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  'room-full': 409,
  'room-at-capacity': 409,
  'phone-full': 409,
  revoked: 403,
  'not-revealed': 409,
  ended: 410,
  'too-large': 413,
  'not-json': 415,
  locked: 423,
  'slow-down': 429,
  'not-configured': 503,
  busy: 503,
}

export type RoomServerMessage =
  | { type: 'snapshot'; room: Room; results: ReceivedEnvelope[]; removed: string[] }
  | { type: 'result'; envelope: ReceivedEnvelope }
  | { type: 'room'; room: Room }
  | { type: 'removed'; id: string }
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
  const code = withoutSpacing(input)
  return isRoomCode(code) ? code : null
}

/** What a person typed, as a code is compared: capitals, without the spaces or dashes it was read out with. */
export function withoutSpacing(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase()
}

/**
 * `length` letters of the codes' alphabet from as many bytes (one byte per character; the bias of 256 % 31 is
 * too small to matter): a room code, a tablet pass.
 */
export function codeLetters(bytes: Uint8Array, length: number): string {
  if (bytes.length < length) throw new RangeError(`${length} letters need ${length} bytes`)
  return Array.from(bytes.subarray(0, length), (byte) =>
    ROOM_CODE_ALPHABET.charAt(byte % ROOM_CODE_ALPHABET.length),
  ).join('')
}

/** A room code from six random bytes. */
export function roomCodeFromBytes(bytes: Uint8Array): string {
  return codeLetters(bytes, ROOM_CODE_LENGTH)
}

/** How many room codes exist. */
export const ROOM_CODE_COUNT = ROOM_CODE_ALPHABET.length ** ROOM_CODE_LENGTH

/** A plain object (not an array), whose fields can be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const TOKEN_DEVICES: Record<string, ResultSource> = { p: 'phone', t: 'tablet' }
/** An HMAC-SHA-256 is 43 base64url characters. */
const TOKEN_MAC_LENGTH = 43

/** The text of a member token: its device's letter, the member's id and the room's signature of both. */
export function formatMemberToken(token: MemberToken): string {
  return `${token.device === 'tablet' ? 't' : 'p'}.${token.memberId}.${token.mac}`
}

/** A member token from its text, or null when it cannot be one (whether the room signed it is the room's to check). */
export function parseMemberToken(text: string | null | undefined): MemberToken | null {
  const [letter = '', memberId = '', mac = '', ...rest] = (text ?? '').split('.')
  const device = TOKEN_DEVICES[letter]
  if (!device || rest.length > 0 || !isUuid(memberId)) return null
  if (!isBase64Url(mac) || mac.length !== TOKEN_MAC_LENGTH) return null
  return { device, memberId: memberId.toLowerCase(), mac }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

/** A room as the server described it, checked before a browser trusts it. */
export function parseRoom(value: unknown): Room | null {
  if (!isRecord(value) || !isRecord(value.counts)) return null
  const { code, name, publicKey, state, revealed, counts } = value
  // A room from before rooms had a capacity took as many people as it kept cards.
  const { capacity = ROOM_LIMITS.capacity.most } = value
  if (!isRoomCode(code) || typeof name !== 'string' || !isRoomPublicKey(publicKey)) return null
  if (state !== 'open' && state !== 'locked' && state !== 'ended') return null
  if (typeof revealed !== 'boolean' || !isCapacity(capacity)) return null
  const { joined, started, midway, finished, refused, removed = 0 } = counts
  if (!isCount(joined) || !isCount(started) || !isCount(midway)) return null
  if (!isCount(finished) || !isCount(refused) || !isCount(removed)) return null
  const parsed: RoomCounts = { joined, started, midway, finished, refused, removed }
  return { code, name, publicKey, state, revealed, capacity, counts: parsed }
}

/** A number of people a room may let join: a whole number from 1 to ROOM_LIMITS.capacity.most. */
export function isCapacity(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= ROOM_LIMITS.capacity.most
}
