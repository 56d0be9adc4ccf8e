/**
 * Every action on a room's code, by the HTTP method it takes: who may ask, and the room object's method that
 * answers. The room answers any other method 405 and checks the facilitator's key itself; the Worker sends a
 * member's or the facilitator's request (it carries a bearer token) to the room before counting it as a guess.
 */
import type { RoomObject, RoomRequest } from './room-object'
import type { RoomAction } from './room-path'
import type { RoomAnswer } from './room-responses'

/** Who may ask: anyone with the code, a joined phone or a linked tablet (by its token), or the facilitator. */
export type RoomCaller = 'anyone' | 'member' | 'facilitator'

type RoomStub = DurableObjectStub<RoomObject>

interface ActionMethod {
  caller: RoomCaller
  /** The room's answer; none for the screen's socket, the one request the room takes as a fetch. */
  call: ((room: RoomStub, request: RoomRequest) => Promise<RoomAnswer>) | null
}

type HttpMethod = 'GET' | 'POST'

const ROOM_ACTION_METHODS: Record<RoomAction, Readonly<Partial<Record<HttpMethod, ActionMethod>>>> = {
  room: { GET: { caller: 'anyone', call: (room) => room.lookUp() } },
  join: { POST: { caller: 'anyone', call: (room, request) => room.join(request) } },
  progress: { POST: { caller: 'member', call: (room, request) => room.progress(request) } },
  results: {
    GET: { caller: 'facilitator', call: (room, request) => room.results(request) },
    POST: { caller: 'member', call: (room, request) => room.addResult(request) },
  },
  remove: { POST: { caller: 'facilitator', call: (room, request) => room.remove(request) } },
  reveal: { POST: { caller: 'facilitator', call: (room, request) => room.control('reveal', request) } },
  lock: { POST: { caller: 'facilitator', call: (room, request) => room.control('lock', request) } },
  end: { POST: { caller: 'facilitator', call: (room, request) => room.control('end', request) } },
  // A screen's socket proves it is the facilitator's over the socket, within its first seconds.
  live: { GET: { caller: 'anyone', call: null } },
  members: { GET: { caller: 'facilitator', call: (room, request) => room.members(request) } },
  summary: {
    GET: { caller: 'member', call: (room, request) => room.servedSummary(request) },
    POST: { caller: 'facilitator', call: (room, request) => room.publishSummary(request) },
  },
}

/** What `method` does on `action`, or null when the action takes no such method. */
export function actionMethod(action: RoomAction, method: string): ActionMethod | null {
  const methods = ROOM_ACTION_METHODS[action]
  return Object.hasOwn(methods, method) ? (methods[method as HttpMethod] ?? null) : null
}

/** The methods `action` takes, as an Allow header lists them. */
export function allowedMethods(action: RoomAction): string {
  return Object.keys(ROOM_ACTION_METHODS[action]).join(', ')
}
