import { retryingLazy } from '../components/ui/retrying-lazy'
import { stepFallback, type ResultsScreenProps } from '../features/assessment/assessment-flow'
import { useWorkshopMode } from '../state/workshop-atoms'
import { MojoMeRoomStatus } from './mojo-me-room-status'

/** The result screen's code: loaded when MojoMe gets there, or ahead on a phone in a live room. */
export const loadResultsStep = () => import('../features/result/results-step')

const ResultsStep = retryingLazy(() => loadResultsStep().then((m) => m.ResultsStep), {
  fallback: stepFallback,
  page: true,
})
// Only a workshop's tablet loads the hand-over (and the QR code's encoder), with its first result.
const AttendeeHandOff = retryingLazy(() =>
  import('../features/facilitator/tablet/attendee-hand-off').then((m) => m.AttendeeHandOff),
)

/**
 * MojoMe's last step, the result screen, with where the card is going (a live room) and, on a workshop's
 * tablet, the hand-over in place of sharing: take the card home by QR code and hand the tablet on.
 */
export function MojoMeResults({ result, startOver, justFinished }: ResultsScreenProps) {
  const workshop = useWorkshopMode()
  return (
    <ResultsStep
      result={result}
      startOver={startOver}
      justFinished={justFinished}
      status={result && <MojoMeRoomStatus result={result} />}
      handOff={
        result &&
        workshop.status === 'on' && (
          <AttendeeHandOff
            result={result}
            idleMinutes={workshop.workshop.idleMinutes}
            startOver={startOver}
          />
        )
      }
    />
  )
}
