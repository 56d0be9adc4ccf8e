import { retryingLazy } from '../components/ui/retrying-lazy'
import { useAssessment } from '../features/assessment/assessment-store'
import { useWorkshopMode } from '../state/workshop-atoms'

// Only a workshop's tablet has an idle time: its countdown's code and words load there, never on a visitor's
// MojoMe. The tablet holds the whole site offline, so it is there when needed.
const AnsweringIdleClear = retryingLazy(
  () => import('../features/facilitator/tablet/answering-idle-clear').then((m) => m.AnsweringIdleClear),
  { quiet: true },
)

/**
 * On a workshop's tablet, an assessment someone walked away from is wiped after the idle time (with the
 * same countdown as the result screen, which clears itself), so the next attendee starts clean. Drawn in
 * the page's flow above the step, whose own top space it takes over while it shows.
 */
export function MojoMeIdleClear() {
  const mode = useWorkshopMode()
  const { state, startOver } = useAssessment()
  const step = state.session.currentStep
  if (mode.status !== 'on' || step === 'title' || step === 'results') return null
  return (
    <div className="container-page max-w-3xl pt-[calc(var(--spacing-bar)+1rem)] empty:hidden [&:not(:empty)~section]:pt-6">
      <AnsweringIdleClear idleMinutes={mode.workshop.idleMinutes} onClear={startOver} />
    </div>
  )
}
