/**
 * The room service on this site (/api/rooms): every call resolves, never rejects, to the value or to a reason
 * a person can be told (content/room-errors.ts's roomApiErrors). What comes back is checked before it is
 * trusted. The calls themselves are in room-api.ts (a phone's), room-summary-api.ts and the facilitator's
 * features/facilitator/room/facilitator-room-api.ts, so a phone loads only its own.
 */
import type { RoomApiErrorKey } from '../../content/room-errors'
import { parseRoom } from '../../domain/room/room-protocol'

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
  'room-at-capacity',
  'revoked',
  'not-facilitator',
  'not-member',
  'tablet-pass',
]

/** A refusal that waiting ends: the room is busy with a crowd (429), or the service briefly unavailable (503). */
export function isWorthWaitingFor(answer: { error: string; status?: number }): boolean {
  return answer.error === 'slow-down' || answer.status === 503
}

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

export async function call<T>(
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

/** A room's address under /api/rooms, with `rest` after its code. */
export const roomPath = (code: string, rest = '') => `/${encodeURIComponent(code)}${rest}`
export const roomOf = (body: unknown) => parseRoom(body)
/** For a call whose answer has nothing to read. */
export const nothing = (): true => true
