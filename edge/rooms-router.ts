/**
 * /api/rooms: creates rooms and hands every request on a code to that room's Durable Object
 * (`idFromName(code)`), with the sender's salted address hash for its limits. Requests naming a code are
 * limited per address here too, so codes cannot be tried faster than ROOM_LOOKUPS allows (README, "Rooms").
 */
import { parseCreateRoomRequest, ROOM_LIMITS, roomCodeFromBytes } from '../src/domain/room-protocol'
import { cappedBody } from './capped-body'
import { clientKey } from './client-key'
import { readJsonBody } from './json-body'
import { ROOM_HEADERS } from './room-object'
import { parseRoomPath } from './room-path'
import { roomError, slowDown } from './room-responses'

export interface RoomsEnv {
  ROOMS: DurableObjectNamespace
  /** Requests naming a room code, per address (wrangler.jsonc). */
  ROOM_LOOKUPS: RateLimit
  /** Rooms created, per address. */
  ROOM_CREATIONS: RateLimit
  /** The secret mixed into address hashes, shared with the forms endpoint. */
  FORMS_IP_SALT?: string
}

/** The rate limiting binding's window, for Retry-After. */
const LIMIT_PERIOD_SECONDS = 60
/** Draws of a fresh code before giving up; with few live rooms among 887 million codes, one draw is enough. */
const CODE_DRAWS = 5

async function forward(
  env: RoomsEnv,
  request: Request,
  code: string,
  action: string,
  client: string,
  body?: string,
): Promise<Response> {
  const headers = new Headers(request.headers)
  headers.set(ROOM_HEADERS.action, action)
  headers.set(ROOM_HEADERS.code, code)
  headers.set(ROOM_HEADERS.client, client)
  headers.delete('Content-Length')
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body: body ?? (hasBody ? await cappedBody(request, ROOM_LIMITS.envelopeBytes + 1) : null),
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
    const answer = await forward(env, request, code, 'create', client, JSON.stringify(room))
    if (answer.status !== 409) return answer
  }
  throw new Error('No free room code found')
}

export async function handleRoomsRequest(request: Request, env: RoomsEnv): Promise<Response> {
  const path = parseRoomPath(new URL(request.url).pathname)
  if (path.kind === 'unknown') return roomError('not-found')
  const client = await clientKey(request, env.FORMS_IP_SALT ?? '')
  if (path.kind === 'create') return createRoom(request, env, client)
  if (!(await env.ROOM_LOOKUPS.limit({ key: client })).success) return slowDown(LIMIT_PERIOD_SECONDS)
  return forward(env, request, path.code, path.action, client)
}
