/**
 * The room service on this site (/api/rooms): every call resolves, never rejects, to the value or to a reason
 * a person can be told (content/rooms.ts's roomApiErrors). What comes back is checked before it is trusted.
 */
import type { RoomApiErrorKey } from '../../content/rooms'
import {
  parseReceivedEnvelope,
  parseRoom,
  type ReceivedEnvelope,
  type Room,
} from '../../domain/room-protocol'

export type RoomCall<T> = { ok: true; value: T } | { ok: false; error: RoomApiErrorKey; status?: number }

const KNOWN_ERRORS: readonly RoomApiErrorKey[] = [
  'not-found',
  'ended',
  'locked',
  'slow-down',
  'room-full',
  'not-facilitator',
]

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
  init: { method?: string; body?: unknown; facilitatorKey?: string } = {},
): Promise<RoomCall<T>> {
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.facilitatorKey) headers.Authorization = `Bearer ${init.facilitatorKey}`
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
  if (!response.ok) return { ok: false, error: errorOf(response.status, body), status: response.status }
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

export function joinRoom(code: string, attendeeId: string): Promise<RoomCall<Room>> {
  return call(path(code, '/join'), roomOf, { body: { attendeeId } })
}

export function sendProgress(code: string, attendeeId: string): Promise<RoomCall<true>> {
  return call(path(code, '/progress'), nothing, { body: { attendeeId } })
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
}

/** Envelopes that fail the protocol's check are dropped here and counted by the caller as refused. */
export function readResultsPage(body: unknown): (ResultsPage & { malformed: number }) | null {
  if (typeof body !== 'object' || body === null) return null
  const { room, results, cursor } = body as Record<string, unknown>
  const parsed = parseRoom(room)
  if (!parsed || !Array.isArray(results) || typeof cursor !== 'string') return null
  const envelopes = results.flatMap((item) => parseReceivedEnvelope(item) ?? [])
  return { room: parsed, results: envelopes, cursor, malformed: results.length - envelopes.length }
}

export function fetchResults(code: string, facilitatorKey: string, after: string | null) {
  const query = after ? `?after=${encodeURIComponent(after)}` : ''
  return call(path(code, `/results${query}`), readResultsPage, { facilitatorKey })
}
