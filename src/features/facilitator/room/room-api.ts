/**
 * The room service on this site (/api/rooms): every call resolves, never rejects, to the value or to a reason
 * a person can be told (content/facilitator/room-errors.ts's roomApiErrors). What comes back is checked before it is trusted.
 */
import type { RoomApiErrorKey } from '../../../content/facilitator/room-errors'
import {
  parseMemberKeys,
  parseMemberToken,
  parseServedSummary,
  parseReceivedEnvelope,
  parseRoom,
  type PublishedSummary,
  type ReceivedEnvelope,
  type ResultSource,
  type Room,
  type RoomMemberKey,
  type ServedSummary,
} from '../../../domain/room-protocol'
import { isUuid } from '../../../domain/uuid'

export type RoomCall<T> =
  | { ok: true; value: T }
  /** `retryAfterMs`: how long the service asked to wait before trying again (429, 503). */
  | { ok: false; error: RoomApiErrorKey; status?: number; retryAfterMs?: number }

const KNOWN_ERRORS: readonly RoomApiErrorKey[] = [
  'not-found',
  'ended',
  'locked',
  'slow-down',
  'room-full',
  'not-facilitator',
  'not-member',
]

/** A Retry-After in seconds as milliseconds, or undefined when there is none to read. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? NaN)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

function errorOf(status: number, body: unknown): RoomApiErrorKey {
  const code = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined
  const known = KNOWN_ERRORS.find((error) => error === code)
  if (known) return known
  if (status === 404) return 'not-found'
  if (status === 410) return 'ended'
  return 'other'
}

async function call<T>(
  path: string,
  read: (body: unknown) => T | null,
  init: { method?: string; body?: unknown; facilitatorKey?: string; token?: string } = {},
): Promise<RoomCall<T>> {
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const bearer = init.facilitatorKey ?? init.token
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  let response: Response
  try {
    response = await fetch(`/api/rooms${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
      credentials: 'omit',
    })
  } catch {
    return { ok: false, error: 'offline' }
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined)
  if (!response.ok) {
    const retryAfterMs = retryAfterOf(response)
    const failure = { ok: false as const, error: errorOf(response.status, body), status: response.status }
    return retryAfterMs === undefined ? failure : { ...failure, retryAfterMs }
  }
  const value = read(body)
  return value === null ? { ok: false, error: 'bad-answer' } : { ok: true, value }
}

const path = (code: string, rest = '') => `/${encodeURIComponent(code)}${rest}`
const roomOf = (body: unknown) => parseRoom(body)
const nothing = (): true => true

export function createRoom(name: string, publicKey: string) {
  return call(
    '',
    (body) => {
      if (typeof body !== 'object' || body === null) return null
      const { code, facilitatorKey, room } = body as Record<string, unknown>
      const parsed = parseRoom(room)
      if (typeof code !== 'string' || typeof facilitatorKey !== 'string' || !parsed) return null
      return { code, facilitatorKey, room: parsed }
    },
    { body: { name, publicKey } },
  )
}

export function fetchRoom(code: string): Promise<RoomCall<Room>> {
  return call(path(code), roomOf)
}

export interface Joined {
  room: Room
  /** What this phone's or tablet's cards and progress must carry. */
  token: string
}

function joinedOf(body: unknown): Joined | null {
  if (typeof body !== 'object' || body === null) return null
  const { room, token } = body as Record<string, unknown>
  const parsed = parseRoom(room)
  return parsed && typeof token === 'string' && parseMemberToken(token) ? { room: parsed, token } : null
}

/**
 * Joins the room as this phone (or linked tablet), under its own random id: the same id joins once. A phone
 * sends the public key the room's summary is to be sealed to, when it has one.
 */
export function joinRoom(
  code: string,
  memberId: string,
  device: ResultSource = 'phone',
  memberKey?: string,
): Promise<RoomCall<Joined>> {
  const body =
    device === 'tablet'
      ? { attendeeId: memberId, device }
      : { attendeeId: memberId, ...(memberKey ? { memberKey } : {}) }
  return call(path(code, '/join'), joinedOf, { body })
}

export function sendProgress(code: string, token: string): Promise<RoomCall<true>> {
  return call(path(code, '/progress'), nothing, { method: 'POST', token })
}

/** Takes a card out of the room for good; resolves to the room as it now is. */
export function removeCard(code: string, facilitatorKey: string, id: string): Promise<RoomCall<Room>> {
  if (!isUuid(id)) return Promise.resolve({ ok: false, error: 'other' })
  return call(path(code, '/remove'), roomOf, { body: { id }, facilitatorKey })
}

/** Reveal or hide the results, lock or unlock the room; resolves to the room as it now is when the service says. */
export function setRoomFlag(
  code: string,
  facilitatorKey: string,
  action: 'reveal' | 'lock',
  value: boolean,
): Promise<RoomCall<{ room: Room | null }>> {
  const field = action === 'reveal' ? 'revealed' : 'locked'
  return call(path(code, `/${action}`), (body) => ({ room: parseRoom(body) ?? parseRoom(roomField(body)) }), {
    body: { [field]: value },
    facilitatorKey,
  })
}

function roomField(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'room' in body ? body.room : undefined
}

export function endRoom(code: string, facilitatorKey: string, keep: boolean): Promise<RoomCall<true>> {
  return call(path(code, '/end'), nothing, { body: { keep }, facilitatorKey })
}

export interface ResultsPage {
  room: Room
  results: ReceivedEnvelope[]
  cursor: string
  /** Cards the facilitator removed. */
  removed: string[]
}

/** Envelopes that fail the protocol's check are dropped here and counted by the caller as refused. */
export function readResultsPage(body: unknown): (ResultsPage & { malformed: number }) | null {
  if (typeof body !== 'object' || body === null) return null
  const { room, results, cursor, removed = [] } = body as Record<string, unknown>
  const parsed = parseRoom(room)
  if (!parsed || !Array.isArray(results) || typeof cursor !== 'string' || !Array.isArray(removed)) return null
  const envelopes = results.flatMap((item) => parseReceivedEnvelope(item) ?? [])
  const removedIds = removed.filter((id): id is string => typeof id === 'string')
  return {
    room: parsed,
    results: envelopes,
    cursor,
    removed: removedIds,
    malformed: results.length - envelopes.length,
  }
}

export function fetchResults(code: string, facilitatorKey: string, after: string | null) {
  const query = after ? `?after=${encodeURIComponent(after)}` : ''
  return call(path(code, `/results${query}`), readResultsPage, { facilitatorKey })
}

/** A cursor past any room's last card: asking for what came after it costs the room nothing. */
const END_CURSOR = String(Number.MAX_SAFE_INTEGER)

/** Whether the room takes this facilitator key: true, false, or the reason it could not be told. */
export async function checkFacilitatorKey(code: string, facilitatorKey: string): Promise<RoomCall<boolean>> {
  const answer = await fetchResults(code, facilitatorKey, END_CURSOR)
  if (answer.ok) return { ok: true, value: true }
  return answer.error === 'not-facilitator' ? { ok: true, value: false } : answer
}

/** The phones with a card in the room and a key to seal its summary to (the facilitator's call). */
export function fetchMemberKeys(code: string, facilitatorKey: string): Promise<RoomCall<RoomMemberKey[]>> {
  return call(path(code, '/members'), parseMemberKeys, { facilitatorKey })
}

/** Publishes the room's summary, sealed on this device (the facilitator's call). */
export function publishSummary(
  code: string,
  facilitatorKey: string,
  summary: PublishedSummary,
): Promise<RoomCall<true>> {
  return call(path(code, '/summary'), nothing, { body: summary, facilitatorKey })
}

/** The summary sealed to this phone; `served` is null while none is (hidden, or too few cards). */
export function fetchSummary(
  code: string,
  token: string,
): Promise<RoomCall<{ served: ServedSummary | null }>> {
  return call(
    path(code, '/summary'),
    (body) => {
      if (body === null) return { served: null }
      const served = parseServedSummary(body)
      return served && { served }
    },
    { token },
  )
}
