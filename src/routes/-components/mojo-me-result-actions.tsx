import { retryingLazy } from '../../components/ui/retrying-lazy'
import type { ResultActionsContext } from '../../features/assessment/results-step'
import { useWorkshopMode } from '../../state/workshop-atoms'

// Each loads with its first result: the share dialog (and its toast library), or the QR code's encoder.
const ShareDialog = retryingLazy(() => import('../../features/share/share-dialog').then((m) => m.ShareDialog))
const AttendeeHandOff = retryingLazy(() =>
  import('../../features/workshop-tablet/attendee-hand-off').then((m) => m.AttendeeHandOff),
)

/** A result's actions: share it, or in workshop mode take it home by QR code and hand the tablet on. */
export function MojoMeResultActions({ result, startOver }: ResultActionsContext) {
  const workshop = useWorkshopMode()
  return workshop.status === 'on' ? (
    <AttendeeHandOff result={result} idleMinutes={workshop.workshop.idleMinutes} startOver={startOver} />
  ) : (
    <ShareDialog result={result} />
  )
}
