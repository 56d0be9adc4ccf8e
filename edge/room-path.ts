/** What a request under /api/rooms asks for: creating a room, or one action on the room of a code. */
import { normaliseRoomCode } from '../src/domain/room-protocol'

export type RoomAction = 'room' | 'join' | 'progress' | 'results' | 'reveal' | 'lock' | 'end' | 'live'

const ACTIONS = new Set<RoomAction>(['join', 'progress', 'results', 'reveal', 'lock', 'end', 'live'])

export type RoomPath =
  { kind: 'create' } | { kind: 'room'; code: string; action: RoomAction } | { kind: 'unknown' }

/** `pathname` read as a rooms address; a code is accepted in any case and answered in capitals. */
export function parseRoomPath(pathname: string): RoomPath {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1)
  if (parts[0] !== 'api' || parts[1] !== 'rooms') return { kind: 'unknown' }
  if (parts.length === 2) return { kind: 'create' }
  const code = normaliseRoomCode(decodeURIComponent(parts[2] ?? ''))
  if (code === null || parts.length > 4) return { kind: 'unknown' }
  if (parts.length === 3) return { kind: 'room', code, action: 'room' }
  const action = parts[3] as RoomAction
  return ACTIONS.has(action) ? { kind: 'room', code, action } : { kind: 'unknown' }
}
