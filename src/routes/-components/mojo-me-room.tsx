import { useAssessment } from '../../features/assessment/assessment-store'
import { RoomProgress } from '../../features/workshop-room/room-progress'

/** On a phone that joined a live room: tells the room once, at the first answer, that this attendee started. */
export function MojoMeRoomProgress() {
  const { state } = useAssessment()
  const { motivationResponses, fearResponses } = state.session
  const started = Object.keys(motivationResponses).length + Object.keys(fearResponses).length > 0
  return <RoomProgress started={started} />
}
