import { retryingLazy } from '../components/ui/retrying-lazy'
import type { ResultActionsContext } from '../features/assessment/results-step'
import type { AssessmentResult } from '../domain/assessment-types'
import { useWorkshopMode } from '../state/workshop-atoms'

// Each loads with its first result: the share dialog (and its toast library), or the QR code's encoder.
const ShareDialog = retryingLazy(() => import('../features/share/share-dialog').then((m) => m.ShareDialog))
const AttendeeHandOff = retryingLazy(() =>
  import('../features/facilitator/tablet/attendee-hand-off').then((m) => m.AttendeeHandOff),
)

/** Sharing a result, from under its card's name; a workshop's tablet hands the card over instead. */
export function MojoMeShareButton({ result }: { result: AssessmentResult }) {
  if (useWorkshopMode().status === 'on') return null
  return <ShareDialog result={result} />
}

/** A result's actions in workshop mode: take it home by QR code and hand the tablet on. */
export function MojoMeResultActions({ result, startOver }: ResultActionsContext) {
  const workshop = useWorkshopMode()
  if (workshop.status !== 'on') return null
  return <AttendeeHandOff result={result} idleMinutes={workshop.workshop.idleMinutes} startOver={startOver} />
}
