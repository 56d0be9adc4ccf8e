/**
 * What a request under /api/rooms asks for: creating a room, the network check, or one action on the room
 * of a code. Any other path, a malformed escape included, is unknown.
 */
import { normaliseRoomCode } from '../src/domain/room/room-protocol'

export type RoomAction =
  | 'room'
  | 'join'
  | 'progress'
  | 'results'
  | 'remove'
  | 'capacity'
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
  'capacity',
  'reveal',
  'lock',
  'end',
  'live',
  'members',
  'summary',
])

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
