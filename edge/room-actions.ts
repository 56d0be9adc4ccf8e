/**
 * Every action on a room's code, by the HTTP method it takes, and the room object's method that answers. The
 * Worker answers any other method 405; the room checks a member's token and the facilitator's key itself.
 */
import type { RoomObject, RoomRequest } from './room-object'
import type { RoomAction } from './room-path'
import type { RoomAnswer } from './room-responses'

type RoomStub = DurableObjectStub<RoomObject>

/** The room's answer to one request; `socket` for the screen's socket, the one request it takes as a fetch. */
export type RoomCall = ((room: RoomStub, request: RoomRequest) => Promise<RoomAnswer>) | 'socket'

type HttpMethod = 'GET' | 'POST'

const ROOM_ACTION_METHODS: Record<RoomAction, Readonly<Partial<Record<HttpMethod, RoomCall>>>> = {
  room: { GET: (room) => room.lookUp() },
  join: { POST: (room, request) => room.join(request) },
  progress: { POST: (room, request) => room.progress(request) },
  results: {
    GET: (room, request) => room.results(request),
    POST: (room, request) => room.addResult(request),
  },
  remove: { POST: (room, request) => room.remove(request) },
  capacity: { POST: (room, request) => room.setCapacity(request) },
  reveal: { POST: (room, request) => room.control('reveal', request) },
  lock: { POST: (room, request) => room.control('lock', request) },
  end: { POST: (room, request) => room.control('end', request) },
  // A screen's socket proves it is the facilitator's over the socket, within its first seconds.
  live: { GET: 'socket' },
  members: { GET: (room, request) => room.members(request) },
  summary: {
    GET: (room, request) => room.servedSummary(request),
    POST: (room, request) => room.publishSummary(request),
  },
}

/** How the room answers `method` on `action`, or null when the action takes no such method. */
export function roomCall(action: RoomAction, method: string): RoomCall | null {
  const methods = ROOM_ACTION_METHODS[action]
  return Object.hasOwn(methods, method) ? (methods[method as HttpMethod] ?? null) : null
}

/** The methods `action` takes, as an Allow header lists them. */
export function allowedMethods(action: RoomAction): string {
  return Object.keys(ROOM_ACTION_METHODS[action]).join(', ')
}
