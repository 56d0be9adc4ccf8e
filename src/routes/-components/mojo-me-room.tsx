import { lazy, Suspense } from 'react'
import { useAssessment } from '../../features/assessment/assessment-store'
import { joinedRoom } from '../../db/device-data'
import { useHydrated } from '../../lib/use-hydrated'

// Only a phone that joined a live room loads the room's code.
const RoomProgress = lazy(() =>
  import('../../features/workshop-room/room-progress').then((m) => ({ default: m.RoomProgress })),
)

/** On a phone that joined a live room: tells the room once, at the first answer, that this attendee started. */
export function MojoMeRoomProgress() {
  const { state } = useAssessment()
  const inRoom = useHydrated() && joinedRoom() !== null
  if (!inRoom) return null
  const { motivationResponses, fearResponses } = state.session
  const started = Object.keys(motivationResponses).length + Object.keys(fearResponses).length > 0
  return (
    <Suspense>
      <RoomProgress started={started} />
    </Suspense>
  )
}
