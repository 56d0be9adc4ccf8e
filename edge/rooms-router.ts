/**
 * /api/rooms: creates rooms, answers the network check, and hands every request on a code to that room's
 * Durable Object (`idFromName(code)`) by calling the action's method, its body read here. A room limits its own
 * joins and each member's requests by their token; here, where no token exists, a sender is limited by address
 * only in what cannot be a venue's crowd: rooms created, and codes that no room has (edge/address-guard.ts).
 */
import { ROOM_LIMITS, roomCodeFromBytes } from '../src/domain/room/room-protocol'
import { parseCreateRoomRequest } from '../src/domain/room/room-messages'
import { findCode, passGuards, type GuardEnv, type GuardedKeys } from './address-guard'
import { addressSalt, type SaltEnv } from './address-salt'
import { clientKeys } from './client-key'
import { readJsonBody, type JsonBody } from './json-body'
import { networkCheck } from './network-check'
import type { RoomObject } from './room-object'
import { allowedMethods, roomCall } from './room-actions'
import { parseRoomPath, type RoomAction } from './room-path'
import { asResponse, roomError, slowDown } from './room-responses'
import { withinSenderLimits } from './sender-limits'

export interface RoomsEnv extends GuardEnv, SaltEnv {
  ROOMS: DurableObjectNamespace<RoomObject>
  /** Rooms created, per address. */
  ROOM_CREATIONS: RateLimit
  /** Rooms created, per IPv6 /48. */
  ROOM_CREATIONS_PER_NETWORK: RateLimit
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
  const call = roomCall(action, request.method)
  if (!call) return roomError('method-not-allowed', { Allow: allowedMethods(action) })
  const room = env.ROOMS.get(env.ROOMS.idFromName(code))
  if (call === 'socket') return room.fetch(request)
  const answer = await call(room, {
    authorization: request.headers.get('Authorization'),
    body: await roomBody(request, action),
    after: new URL(request.url).searchParams.get('after'),
  })
  return asResponse(answer)
}

async function createRoom(
  request: Request,
  env: RoomsEnv,
  sender: readonly string[],
  keys: GuardedKeys,
): Promise<Response> {
  if (request.method !== 'POST') return roomError('method-not-allowed', { Allow: 'POST' })
  const creations = { perAddress: env.ROOM_CREATIONS, perNetwork: env.ROOM_CREATIONS_PER_NETWORK }
  if (!(await withinSenderLimits(creations, sender))) return slowDown(LIMIT_PERIOD_SECONDS)
  const body = await roomBody(request, 'room')
  if (!body || 'refused' in body) return roomError(body?.refused === 'too-large' ? 'too-large' : 'not-json')
  const room = parseCreateRoomRequest(body.value)
  if (!room) return roomError('bad-request')
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const code = roomCodeFromBytes(crypto.getRandomValues(new Uint8Array(6)))
    const created = await env.ROOMS.get(env.ROOMS.idFromName(code)).create(code, room)
    // A live code is never given to a second room: another is drawn. The facilitator's network has found it.
    if (created) {
      await findCode(env, keys, code)
      return asResponse({ status: 201, body: created })
    }
  }
  return roomError('busy', { 'Retry-After': '1' })
}

/**
 * Answers that count as a miss: no such room, a token, key or pass the room did not give, or the room's own
 * wait for a sender past its limits.
 */
const MISSES: ReadonlySet<number> = new Set([401, 403, 404, 429])

/**
 * The request on a code, unless its sender has named too many codes no room has: every request, a token or
 * none, passes the sender's guards before any room is asked, and each is counted as a miss until its room
 * answers it as one of its own. A code a room answered is one the sender has found: it passes from then on,
 * whatever the typos of the rest of the venue, so a room's people are not held up by someone guessing from
 * their address once they are in.
 */
async function onCode(
  request: Request,
  env: RoomsEnv,
  keys: GuardedKeys,
  code: string,
  action: RoomAction,
): Promise<Response> {
  const pass = await passGuards(env, keys, code)
  if ('waitSeconds' in pass) return slowDown(pass.waitSeconds)
  const answer = await forward(env, request, code, action)
  if (!MISSES.has(answer.status)) await pass.found()
  return answer
}

export async function handleRoomsRequest(request: Request, env: RoomsEnv): Promise<Response> {
  const path = parseRoomPath(new URL(request.url).pathname)
  if (path.kind === 'unknown') return roomError('not-found')
  if (path.kind === 'check') return networkCheck(request, path.live)
  if (path.kind === 'room' && roomCall(path.action, request.method) === null)
    return roomError('method-not-allowed', { Allow: allowedMethods(path.action) })
  const salt = addressSalt(env)
  if (salt === null) {
    console.error('/api/rooms: FORMS_IP_SALT is not set; refusing to hash addresses without it')
    return roomError('not-configured')
  }
  const sender = await clientKeys(request, salt)
  const [address = '', network] = sender
  const keys: GuardedKeys = [
    { key: address, limits: ROOM_LIMITS.misses },
    ...(network ? [{ key: network, limits: ROOM_LIMITS.missesPerNetwork }] : []),
  ]
  if (path.kind === 'create') return createRoom(request, env, sender, keys)
  return onCode(request, env, keys, path.code, path.action)
}
