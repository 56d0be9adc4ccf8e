import { lazy, Suspense } from 'react'
import type { ResultActionsContext } from '../../features/assessment/results-step'
import type { AssessmentResult } from '../../domain/assessment-types'
import { useWorkshopMode } from '../../state/workshop-atoms'

// Each loads with its first result.
const CompareSection = lazy(() =>
  import('../../features/compare/compare-section').then((m) => ({ default: m.CompareSection })),
)
const ResultNextSteps = lazy(() =>
  import('../../features/results/result-next-steps').then((m) => ({ default: m.ResultNextSteps })),
)

/** The visitor's card beside one shared with them, if they accepted to compare; never on a workshop's tablet. */
export function MojoMeComparison({ result }: { result: AssessmentResult }) {
  const workshop = useWorkshopMode()
  if (workshop.status !== 'off') return null
  return (
    <Suspense>
      <CompareSection result={result} />
    </Suspense>
  )
}

/** What to do after the result; on a workshop's tablet the hand-over is the next step instead. */
export function MojoMeNextSteps({ startOver }: ResultActionsContext) {
  const workshop = useWorkshopMode()
  if (workshop.status !== 'off') return null
  return (
    <Suspense>
      <ResultNextSteps onDeleted={startOver} />
    </Suspense>
  )
}
