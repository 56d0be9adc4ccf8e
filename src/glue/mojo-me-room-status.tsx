import { retryingLazy } from '../components/ui/retrying-lazy'
import type { AssessmentResult } from '../domain/assessment/assessment-types'
import { joinedRoom, tabletRoom, workshopModeId } from '../db/device-data'
import { useWorkshopMode } from '../state/workshop-atoms'
import { deliverOutboxNow } from './deliver-outbox-now'

// Loads with the first result; a phone in a room has it already (mojo-me-room.tsx loads it ahead).
const RoomResultStatus = retryingLazy(() =>
  import('../features/join/room-result-status').then((m) => m.RoomResultStatus),
)

/** In a live room (joined on this phone, or linked to this tablet): where the card is going. */
export function MojoMeRoomStatus({ result }: { result: AssessmentResult }) {
  const workshop = useWorkshopMode()
  // A device without the workshop mark is a visitor's own (the mode is only ever read on a tablet).
  const modeKnown = workshop.status !== 'unknown' || workshopModeId() === null
  const tablet = workshop.status === 'on'
  // No room, nothing to load: a visitor's own result never waits on the room's code.
  if (!modeKnown || (tablet ? tabletRoom() : joinedRoom()) === null) return null
  return <RoomResultStatus result={result} tablet={tablet} deliver={deliverOutboxNow} />
}
