/**
 * What a request under /api/rooms asks for: creating a room, the network check, or one action on the room
 * of a code. Any other path, a malformed escape included, is unknown.
 */
import { normaliseRoomCode } from '../src/domain/room-protocol'

export type RoomAction =
  | 'room'
  | 'join'
  | 'progress'
  | 'results'
  | 'remove'
  | 'reveal'
  | 'lock'
  | 'end'
  | 'live'
  | 'members'
  | 'summary'

/** Every action a room answers after its code. */
export const ROOM_ACTIONS: ReadonlySet<RoomAction> = new Set<RoomAction>([
  'join',
  'progress',
  'results',
  'remove',
  'reveal',
  'lock',
  'end',
  'live',
  'members',
  'summary',
])

/** Who may ask: anyone with the code, a joined phone or a linked tablet (by its token), or the facilitator. */
export type RoomCaller = 'anyone' | 'member' | 'facilitator'

/**
 * Each action's methods and who may use them. The room answers any other method 405 and checks the
 * facilitator's key itself; the Worker sends a member's or the facilitator's request (it carries a bearer
 * token) to the room before counting it as a guess.
 */
const ROOM_ACTION_CALLERS: Record<RoomAction, Readonly<Partial<Record<'GET' | 'POST', RoomCaller>>>> = {
  room: { GET: 'anyone' },
  join: { POST: 'anyone' },
  progress: { POST: 'member' },
  results: { GET: 'facilitator', POST: 'member' },
  remove: { POST: 'facilitator' },
  reveal: { POST: 'facilitator' },
  lock: { POST: 'facilitator' },
  end: { POST: 'facilitator' },
  // A screen's socket proves it is the facilitator's over the socket, within its first seconds.
  live: { GET: 'anyone' },
  members: { GET: 'facilitator' },
  summary: { GET: 'member', POST: 'facilitator' },
}

/** Who may make `method` on `action`, or null when the action takes no such method. */
export function callerOf(action: RoomAction, method: string): RoomCaller | null {
  return (ROOM_ACTION_CALLERS[action] as Readonly<Record<string, RoomCaller>>)[method] ?? null
}

/** The methods `action` takes, as an Allow header lists them. */
export function allowedMethods(action: RoomAction): string {
  return Object.keys(ROOM_ACTION_CALLERS[action]).join(', ')
}

export type RoomPath =
  | { kind: 'create' }
  | { kind: 'check'; live: boolean }
  | { kind: 'room'; code: string; action: RoomAction }
  | { kind: 'unknown' }

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

/** `pathname` read as a rooms address; a code is accepted in any case and answered in capitals. */
export function parseRoomPath(pathname: string): RoomPath {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1)
  if (parts[0] !== 'api' || parts[1] !== 'rooms') return { kind: 'unknown' }
  if (parts.length === 2) return { kind: 'create' }
  if (parts[2] === 'check' && parts.length <= 4) {
    if (parts.length === 3) return { kind: 'check', live: false }
    return parts[3] === 'live' ? { kind: 'check', live: true } : { kind: 'unknown' }
  }
  const code = normaliseRoomCode(decoded(parts[2] ?? '') ?? '')
  if (code === null || parts.length > 4) return { kind: 'unknown' }
  if (parts.length === 3) return { kind: 'room', code, action: 'room' }
  const action = parts[3] as RoomAction
  return ROOM_ACTIONS.has(action) ? { kind: 'room', code, action } : { kind: 'unknown' }
}
