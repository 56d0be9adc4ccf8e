import { lazy, Suspense } from 'react'
import type { ResultActionsContext } from '../../features/assessment/results-step'
import type { AssessmentResult } from '../../domain/assessment-types'
import { workshopModeId } from '../../db/device-data'
import { useWorkshopMode } from '../../state/workshop-atoms'

// Each loads with its first result.
const CompareSection = lazy(() =>
  import('../../features/compare/compare-section').then((m) => ({ default: m.CompareSection })),
)
const ResultNextSteps = lazy(() =>
  import('../../features/results/result-next-steps').then((m) => ({ default: m.ResultNextSteps })),
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
  return (
    <Suspense>
      <CompareSection result={result} />
    </Suspense>
  )
}

/** What to do after the result; on a workshop's tablet the hand-over is the next step instead. */
export function MojoMeNextSteps({ startOver }: ResultActionsContext) {
  if (useOnWorkshopTablet()) return null
  return (
    <Suspense>
      <ResultNextSteps onDeleted={startOver} />
    </Suspense>
  )
}
