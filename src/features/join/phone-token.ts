import { joinedRoom, saveJoinedRoom } from '../../db/device-data'
import type { JoinedRoom } from '../../domain/room/room-records'
import { joinRoom } from '../../services/room/room-api'

/**
 * The token this phone's card and progress carry: the one kept from its join, or, for a phone that joined
 * before rooms gave tokens, one asked for now under the same id (a room knows its attendees even once
 * locked) and kept. Null when the room cannot be asked now.
 */
export async function phoneToken(room: JoinedRoom): Promise<string | null> {
  if (room.token) return room.token
  const answer = await joinRoom(room.code, room.attendeeId, { device: 'phone' })
  if (!answer.ok) return null
  const latest = joinedRoom()
  if (latest?.code === room.code) saveJoinedRoom({ ...latest, token: answer.value.token })
  return answer.value.token
}
