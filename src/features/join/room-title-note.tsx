import { attendeeRoomCopy } from '../../content/join/attendee-room'
import { joinedRoom } from '../../db/device-data'
import { fill } from '../../lib/format'
import { useHydrated } from '../../lib/use-hydrated'

/** On MojoMe's title screen of a phone that joined a live room: the room's name. */
export function RoomTitleNote() {
  // Read after hydration: the prerendered page knows no room.
  const name = useHydrated() ? joinedRoom()?.name : null
  if (!name) return null
  return (
    <p
      className="mt-6 inline-flex rounded-pill bg-sun-100 px-4 py-2 font-semibold text-ink-950"
      data-testid="room-title-note"
    >
      {fill(attendeeRoomCopy.titleNote, { name })}
    </p>
  )
}
