import { lazy, Suspense } from 'react'
import type { ResultActionsContext } from '../../features/assessment/results-step'
import type { AssessmentResult } from '../../domain/assessment-types'
import { useWorkshopMode } from '../../state/workshop-atoms'
import { workshopModeId } from '../../db/device-data'

// Each loads with its first result: the share dialog (and its toast library), or the QR code's encoder.
const ShareDialog = lazy(() =>
  import('../../features/share/share-dialog').then((m) => ({ default: m.ShareDialog })),
)
const RoomResultStatus = lazy(() =>
  import('../../features/workshop-room/room-result-status').then((m) => ({ default: m.RoomResultStatus })),
)
const AttendeeHandOff = lazy(() =>
  import('../../features/workshop-tablet/attendee-hand-off').then((m) => ({ default: m.AttendeeHandOff })),
)

/** Delivers the outbox at once; its code loads only when a card is sent to a room. */
const deliverOutboxNow = () => import('./deliver-outbox-now').then((m) => m.deliverOutboxNow())

/** Sharing a result, from under its card's name; a workshop's tablet hands the card over instead. */
export function MojoMeShareButton({ result }: { result: AssessmentResult }) {
  if (useWorkshopMode().status === 'on') return null
  return (
    <Suspense>
      <ShareDialog result={result} />
    </Suspense>
  )
}

/**
 * A result's actions: in workshop mode take it home by QR code and hand the tablet on; in a live room (joined
 * on this phone, or linked to this tablet) where the card is going.
 */
export function MojoMeResultActions({ result, startOver }: ResultActionsContext) {
  const workshop = useWorkshopMode()
  // A device without the workshop mark is a visitor's own (the mode is only ever read on a tablet).
  const modeKnown = workshop.status !== 'unknown' || workshopModeId() === null
  return (
    <Suspense>
      {modeKnown && (
        <RoomResultStatus result={result} tablet={workshop.status === 'on'} deliver={deliverOutboxNow} />
      )}
      {workshop.status === 'on' && (
        <AttendeeHandOff result={result} idleMinutes={workshop.workshop.idleMinutes} startOver={startOver} />
      )}
    </Suspense>
  )
}
