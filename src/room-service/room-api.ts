/** A phone's (or linked tablet's) calls to the room service: find the room, join it, say how far it has got. */
import { parseMemberToken, parseRoom, type ResultSource, type Room } from '../domain/room-protocol'
import { call, nothing, roomOf, roomPath, type RoomCall } from './room-call'

export function fetchRoom(code: string): Promise<RoomCall<Room>> {
  return call(roomPath(code), roomOf)
}

export interface Joined {
  room: Room
  /** What this phone's or tablet's cards and progress must carry. */
  token: string
}

function joinedOf(body: unknown): Joined | null {
  if (typeof body !== 'object' || body === null) return null
  const { room, token } = body as Record<string, unknown>
  const parsed = parseRoom(room)
  return parsed && typeof token === 'string' && parseMemberToken(token) ? { room: parsed, token } : null
}

/**
 * Joins the room as this phone (or linked tablet), under its own random id: the same id joins once. A phone
 * sends the public key the room's summary is to be sealed to, when it has one.
 */
export function joinRoom(
  code: string,
  memberId: string,
  device: ResultSource = 'phone',
  memberKey?: string,
): Promise<RoomCall<Joined>> {
  const body =
    device === 'tablet'
      ? { attendeeId: memberId, device }
      : { attendeeId: memberId, ...(memberKey ? { memberKey } : {}) }
  return call(roomPath(code, '/join'), joinedOf, { body })
}

export function sendProgress(code: string, token: string): Promise<RoomCall<true>> {
  return call(roomPath(code, '/progress'), nothing, { method: 'POST', token })
}
