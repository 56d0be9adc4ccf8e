import { useEffect } from 'react'
import { joinedRoom, saveJoinedRoom } from '../../db/device-data'
import { phoneToken } from './phone-token'
import { sendProgress } from '../../services/room/room-api'

/**
 * Tells the joined room, once, that this attendee has started (at their first answer), so the room screen
 * counts them as mid-way. Offline, it is tried again at the next answer.
 */
export function RoomProgress({ started }: { started: boolean }) {
  useEffect(() => {
    if (!started) return
    const room = joinedRoom()
    if (!room || room.startSent) return
    void phoneToken(room).then(async (token) => {
      if (!token) return
      const answer = await sendProgress(room.code, token)
      const latest = joinedRoom()
      if (answer.ok && latest?.code === room.code) saveJoinedRoom({ ...latest, startSent: true })
    })
  }, [started])
  return null
}
