import { useEffect } from 'react'
import { joinedRoom, saveJoinedRoom } from '../../db/device-data'
import { sendProgress } from './room-api'

/**
 * Tells the joined room, once, that this attendee has started (at their first answer), so the room screen
 * counts them as mid-way. Offline, it is tried again at the next answer.
 */
export function RoomProgress({ started }: { started: boolean }) {
  useEffect(() => {
    if (!started) return
    const room = joinedRoom()
    if (!room || room.startSent) return
    void sendProgress(room.code, room.attendeeId).then((answer) => {
      const latest = joinedRoom()
      if (answer.ok && latest?.code === room.code) saveJoinedRoom({ ...latest, startSent: true })
    })
  }, [started])
  return null
}
