import { retryingLazy } from '../components/ui/retrying-lazy'
import type { ResultActionsContext } from '../features/assessment/results-step'
import type { AssessmentResult } from '../domain/assessment-types'
import { workshopModeId } from '../db/device-data'
import { useWorkshopMode } from '../state/workshop-atoms'

// Each loads with its first result; offline, each waits without a word (the card and its status come first).
const CompareSection = retryingLazy(
  () => import('../features/compare/compare-section').then((m) => m.CompareSection),
  { quiet: true },
)
const DuoPictureButton = retryingLazy(
  () => import('../features/share/duo-picture-button').then((m) => m.DuoPictureButton),
  { quiet: true },
)
const ResultNextSteps = retryingLazy(
  () => import('../features/results/result-next-steps').then((m) => m.ResultNextSteps),
  { quiet: true },
)

/**
 * Whether this is a workshop's tablet: its mode as loaded, or, before it loads, the mark it leaves (the
 * results screen only shows after the page has hydrated, so reading the mark here never differs from the
 * prerendered page).
 */
function useOnWorkshopTablet(): boolean {
  return useWorkshopMode().status === 'on' || workshopModeId() !== null
}

/** The visitor's card beside one shared with them, if they accepted to compare; never on a workshop's tablet. */
export function MojoMeComparison({ result }: { result: AssessmentResult }) {
  if (useOnWorkshopTablet()) return null
  return <CompareSection result={result} duoPicture={(members) => <DuoPictureButton members={members} />} />
}

/** What to do after the result; on a workshop's tablet the hand-over is the next step instead. */
export function MojoMeNextSteps({ startOver }: ResultActionsContext) {
  if (useOnWorkshopTablet()) return null
  return <ResultNextSteps onDeleted={startOver} />
}
