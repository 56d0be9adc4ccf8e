/** A phone's (or linked tablet's) calls to the room service: find the room, join it, say how far it has got. */
import { parseMemberToken, parseRoom, type Room } from '../../domain/room/room-protocol'
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
 * Who joins: a phone, with the public key the room's summary is to be sealed to when it has one, or a
 * workshop tablet with the room's tablet pass, which the facilitator gave it.
 */
export type JoinAs = { device: 'phone'; memberKey?: string } | { device: 'tablet'; pass: string }

/** Joins the room as this phone or tablet, under its own random id: the same id joins once. */
export function joinRoom(code: string, memberId: string, as: JoinAs): Promise<RoomCall<Joined>> {
  const body =
    as.device === 'tablet'
      ? { attendeeId: memberId, device: 'tablet', pass: as.pass }
      : { attendeeId: memberId, ...(as.memberKey ? { memberKey: as.memberKey } : {}) }
  return call(roomPath(code, '/join'), joinedOf, { body })
}

export function sendProgress(code: string, token: string): Promise<RoomCall<true>> {
  return call(roomPath(code, '/progress'), nothing, { method: 'POST', token })
}
