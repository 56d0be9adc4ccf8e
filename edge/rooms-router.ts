/**
 * /api/rooms: creates rooms, answers the network check, and hands every request on a code to that room's
 * Durable Object (`idFromName(code)`) by calling the action's method, its body read here. A room limits its own
 * joins and each member's requests by their token; here, where no token exists, a sender is limited by address
 * only in what cannot be a venue's crowd: rooms created, and codes that no room has (edge/address-guard.ts).
 */
import { ROOM_LIMITS, roomCodeFromBytes } from '../src/domain/room/room-protocol'
import { parseCreateRoomRequest } from '../src/domain/room/room-messages'
import { passGuards, type GuardEnv, type GuardedKeys } from './address-guard'
import { addressSalt, type SaltEnv } from './address-salt'
import { bearerToken } from './facilitator-key'
import { clientKeys } from './client-key'
import { readJsonBody, type JsonBody } from './json-body'
import { networkCheck } from './network-check'
import type { RoomObject } from './room-object'
import { actionMethod, allowedMethods } from './room-actions'
import { parseRoomPath, type RoomAction } from './room-path'
import { asResponse, roomError, slowDown } from './room-responses'

export interface RoomsEnv extends GuardEnv, SaltEnv {
  ROOMS: DurableObjectNamespace<RoomObject>
  /** Rooms created, per address. */
  ROOM_CREATIONS: RateLimit
}

/** The rate limiting binding's window, for Retry-After. */
const LIMIT_PERIOD_SECONDS = 60
/** Draws of a fresh code before giving up; with few live rooms among 887 million codes, one draw is enough. */
const CODE_DRAWS = 5

/** The most of a request's body that is read: a card's envelope, the summary (a key per phone), or a flag. */
function bodyCap(action: RoomAction): number {
  if (action === 'results') return ROOM_LIMITS.envelopeBytes
  if (action === 'summary') return ROOM_LIMITS.publishBytes
  return ROOM_LIMITS.requestBytes
}

function isJsonType(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/** A request body as the room reads it: JSON by its Content-Type, within the action's size. */
async function roomBody(request: Request, action: RoomAction): Promise<JsonBody | null> {
  if (request.method !== 'POST') return null
  if (!isJsonType(request.headers.get('Content-Type'))) return { refused: 'malformed' }
  return readJsonBody(request, bodyCap(action))
}

/** Hands the request to its room: the action's method, or the WebSocket upgrade as a fetch. */
async function forward(env: RoomsEnv, request: Request, code: string, action: RoomAction): Promise<Response> {
  const method = actionMethod(action, request.method)
  if (!method) return roomError('method-not-allowed', { Allow: allowedMethods(action) })
  const room = env.ROOMS.get(env.ROOMS.idFromName(code))
  if (!method.call) return room.fetch(request)
  const answer = await method.call(room, {
    authorization: request.headers.get('Authorization'),
    body: await roomBody(request, action),
    after: new URL(request.url).searchParams.get('after'),
  })
  return asResponse(answer)
}

async function createRoom(request: Request, env: RoomsEnv, client: string): Promise<Response> {
  if (request.method !== 'POST') return roomError('method-not-allowed', { Allow: 'POST' })
  if (!(await env.ROOM_CREATIONS.limit({ key: client })).success) return slowDown(LIMIT_PERIOD_SECONDS)
  const body = await roomBody(request, 'room')
  if (!body || 'refused' in body) return roomError(body?.refused === 'too-large' ? 'too-large' : 'not-json')
  const room = parseCreateRoomRequest(body.value)
  if (!room) return roomError('bad-request')
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const code = roomCodeFromBytes(crypto.getRandomValues(new Uint8Array(6)))
    const created = await env.ROOMS.get(env.ROOMS.idFromName(code)).create(code, room)
    // A live code is never given to a second room: another is drawn.
    if (created) return asResponse({ status: 201, body: created })
  }
  return roomError('busy', { 'Retry-After': '1' })
}

/** A request the room answers only with a token (a member's or the facilitator's), and that carries one. */
function carriesToken(request: Request, action: RoomAction): boolean {
  const caller = actionMethod(action, request.method)?.caller
  return (
    (caller === 'member' || caller === 'facilitator') &&
    bearerToken(request.headers.get('Authorization')) !== null
  )
}

/**
 * The request on a code, unless its sender has named too many codes no room has; a miss is counted. A
 * request the room answers only with a token goes to its room first, so a venue's people are never held up
 * by someone guessing from their address; only its refusal (no such room, a token the room did not sign)
 * counts as a miss and is held like one, so a guesser learns no more with a made-up token than without. A code
 * a room answered is one the sender has found: it passes from then on, whatever the typos of the rest of the
 * venue.
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
    const pass = await passGuards(env, keys, code)
    return 'waitSeconds' in pass ? slowDown(pass.waitSeconds) : answer
  }
  const pass = await passGuards(env, keys, code)
  if ('waitSeconds' in pass) return slowDown(pass.waitSeconds)
  const answer = await forward(env, request, code, action)
  if (answer.status !== 404) await pass.found()
  return answer
}

export async function handleRoomsRequest(request: Request, env: RoomsEnv): Promise<Response> {
  const path = parseRoomPath(new URL(request.url).pathname)
  if (path.kind === 'unknown') return roomError('not-found')
  if (path.kind === 'check') return networkCheck(request, path.live)
  if (path.kind === 'room' && actionMethod(path.action, request.method) === null)
    return roomError('method-not-allowed', { Allow: allowedMethods(path.action) })
  const salt = addressSalt(env)
  if (salt === null) {
    console.error('/api/rooms: FORMS_IP_SALT is not set; refusing to hash addresses without it')
    return roomError('not-configured')
  }
  const [address = '', network] = await clientKeys(request, salt)
  if (path.kind === 'create') return createRoom(request, env, address)
  const keys: GuardedKeys = [
    { key: address, limits: ROOM_LIMITS.misses },
    ...(network ? [{ key: network, limits: ROOM_LIMITS.missesPerNetwork }] : []),
  ]
  return onCode(request, env, keys, path.code, path.action)
}
