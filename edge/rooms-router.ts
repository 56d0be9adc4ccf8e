/**
 * /api/rooms: creates rooms, answers the network check, and hands every request on a code to that room's
 * Durable Object (`idFromName(code)`). A room limits its own joins and each member's requests by their token;
 * here, where no token exists, a sender is limited by address only in what cannot be a venue's crowd: rooms
 * created, and codes that no room has (edge/address-guard.ts).
 */
import { ROOM_LIMITS, roomCodeFromBytes } from '../src/domain/room-protocol'
import { parseCreateRoomRequest } from '../src/domain/room-messages'
import { guardWait, type GuardEnv, type GuardedKeys } from './address-guard'
import { addressSalt, type SaltEnv } from './address-salt'
import { cappedBody } from './capped-body'
import { bearerToken } from './facilitator-key'
import { clientKeys } from './client-key'
import { readJsonBody } from './json-body'
import { networkCheck } from './network-check'
import { ROOM_HEADERS } from './room-object'
import { callerOf, parseRoomPath, type RoomAction } from './room-path'
import { roomError, slowDown } from './room-responses'

export interface RoomsEnv extends GuardEnv, SaltEnv {
  ROOMS: DurableObjectNamespace
  /** Rooms created, per address. */
  ROOM_CREATIONS: RateLimit
}

/** The rate limiting binding's window, for Retry-After. */
const LIMIT_PERIOD_SECONDS = 60
/** Draws of a fresh code before giving up; with few live rooms among 887 million codes, one draw is enough. */
const CODE_DRAWS = 5

/** The most a request's body is read before the room refuses it: the summary carries a key per phone. */
function bodyCap(action: string): number {
  return action === 'summary' ? ROOM_LIMITS.publishBytes : ROOM_LIMITS.envelopeBytes
}

async function forward(
  env: RoomsEnv,
  request: Request,
  code: string,
  action: string,
  body?: string,
): Promise<Response> {
  const headers = new Headers(request.headers)
  headers.set(ROOM_HEADERS.action, action)
  headers.set(ROOM_HEADERS.code, code)
  headers.delete('Content-Length')
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body: body ?? (hasBody ? await cappedBody(request, bodyCap(action) + 1) : null),
  })
  return env.ROOMS.get(env.ROOMS.idFromName(code)).fetch(forwarded)
}

async function createRoom(request: Request, env: RoomsEnv, client: string): Promise<Response> {
  if (request.method !== 'POST') return roomError('method-not-allowed', { Allow: 'POST' })
  if (!(await env.ROOM_CREATIONS.limit({ key: client })).success) return slowDown(LIMIT_PERIOD_SECONDS)
  const body = await readJsonBody(request, ROOM_LIMITS.requestBytes)
  if (body instanceof Response) return body
  const room = parseCreateRoomRequest(body.value)
  if (!room) return roomError('bad-request')
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const code = roomCodeFromBytes(crypto.getRandomValues(new Uint8Array(6)))
    const answer = await forward(env, request, code, 'create', JSON.stringify(room))
    if (answer.status !== 409) return answer
  }
  return roomError('busy', { 'Retry-After': '1' })
}

/** A request the room answers only with a token (a member's or the facilitator's), and that carries one. */
function carriesToken(request: Request, action: RoomAction): boolean {
  const caller = callerOf(action, request.method)
  return (
    (caller === 'member' || caller === 'facilitator') &&
    bearerToken(request.headers.get('Authorization')) !== null
  )
}

/**
 * The request on a code, unless its sender has named too many codes no room has; a new miss is counted. A
 * request the room answers only with a token goes to its room first, so a venue's people are never held up
 * by someone guessing from their address; only its refusal (no such room, a token the room did not sign)
 * counts as a miss and is held like one, so a guesser learns no more with a made-up token than without.
 */
async function onCode(
  request: Request,
  env: RoomsEnv,
  keys: GuardedKeys,
  code: string,
  action: RoomAction,
): Promise<Response> {
  if (carriesToken(request, action)) {
    const answer = await forward(env, request, code, action)
    if (answer.status !== 404 && answer.status !== 401) return answer
    const wait = await guardWait(env, keys, true)
    return wait === null ? answer : slowDown(wait)
  }
  const wait = await guardWait(env, keys)
  if (wait !== null) return slowDown(wait)
  const answer = await forward(env, request, code, action)
  if (answer.status === 404) await guardWait(env, keys, true)
  return answer
}

export async function handleRoomsRequest(request: Request, env: RoomsEnv): Promise<Response> {
  const path = parseRoomPath(new URL(request.url).pathname)
  if (path.kind === 'unknown') return roomError('not-found')
  if (path.kind === 'check') return networkCheck(request, path.live)
  const salt = addressSalt(env)
  if (salt === null) {
    console.error('/api/rooms: FORMS_IP_SALT is not set; refusing to hash addresses without it')
    return roomError('not-configured')
  }
  const [address = '', network] = await clientKeys(request, salt)
  if (path.kind === 'create') return createRoom(request, env, address)
  const keys: GuardedKeys = [
    { key: address, limit: ROOM_LIMITS.missesPerMinute },
    ...(network ? [{ key: network, limit: ROOM_LIMITS.missesPerMinutePerNetwork }] : []),
  ]
  return onCode(request, env, keys, path.code, path.action)
}
