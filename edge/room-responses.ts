// The rooms API's answers: JSON with the API's security headers, and each refusal as a stable code with a
// sentence a person can read.
import type { RoomErrorCode } from '../src/domain/room/room-protocol'
import { ROOM_ERROR_STATUS, ROOM_LIMITS } from '../src/domain/room/room-protocol'
import { API_HEADERS } from '../src/site-rules/site-rules.mjs'

const MESSAGES: Record<RoomErrorCode, string> = {
  'bad-request': 'The request is not one this room understands.',
  'bad-envelope': 'The result is not a well-formed encrypted envelope.',
  'not-json': 'The body must be JSON (Content-Type: application/json).',
  'too-large': 'The body is larger than this room accepts.',
  'not-found': 'There is no room with this code. Check the code and try again.',
  'not-facilitator': 'Only the facilitator of this room can do that.',
  'not-member': 'Join this room first: only the people and tablets in it can add cards.',
  locked: 'This room is locked: it takes no new participants.',
  ended: 'This room has ended.',
  'room-full': `This room already holds ${ROOM_LIMITS.results} results.`,
  'phone-full': `This phone has already added ${ROOM_LIMITS.cardsPerPhone} cards to this room.`,
  'room-at-capacity': 'This room is full — tell the facilitator.',
  revoked: 'The facilitator removed this phone from the room.',
  'slow-down': 'Too many requests; try again in a moment.',
  'method-not-allowed': 'This method is not allowed here.',
  'not-configured': 'The room service is not set up yet; try again later.',
  busy: 'The room service is busy; try again in a moment.',
  'not-revealed': 'The room’s results are hidden: reveal them before publishing the summary.',
  'tablet-pass': 'This is not the room’s tablet pass: copy it from the facilitator’s room view.',
}

/** A room's answer as its Durable Object returns it over RPC; the Worker sends it as a Response. */
export interface RoomAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export function answer(status: number, body: unknown, headers?: Record<string, string>): RoomAnswer {
  return headers ? { status, body, headers } : { status, body }
}

export function refusal(error: RoomErrorCode, headers?: Record<string, string>): RoomAnswer {
  return answer(ROOM_ERROR_STATUS[error], { error, message: MESSAGES[error] }, headers)
}

export function waitAnswer(retryAfterSeconds: number): RoomAnswer {
  return refusal('slow-down', { 'Retry-After': String(retryAfterSeconds) })
}

export function asResponse({ status, body, headers = {} }: RoomAnswer): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { ...API_HEADERS, ...headers },
  })
}

export function roomJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return asResponse(answer(status, body, headers))
}

export function roomError(error: RoomErrorCode, headers: Record<string, string> = {}): Response {
  return asResponse(refusal(error, headers))
}

export function slowDown(retryAfterSeconds: number): Response {
  return asResponse(waitAnswer(retryAfterSeconds))
}
