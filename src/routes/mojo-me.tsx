import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../content/pages'
import { normalizeStep } from '../domain/steps'
import type { AssessmentStep } from '../domain/assessment-types'
import { AssessmentFlow } from '../features/assessment/assessment-flow'

interface AssessmentSearch {
  /** The step the visitor was on, so a reload returns there; anything unknown means the title. */
  step?: AssessmentStep
}

export const Route = createFileRoute('/mojo-me')({
  staticData: { page: pages.mojoMe },
  validateSearch: (search: Record<string, unknown>): AssessmentSearch => {
    const step = normalizeStep(search.step)
    return step === 'title' ? {} : { step }
  },
  component: AssessmentPage,
})

function AssessmentPage() {
  const { step } = Route.useSearch()
  return <AssessmentFlow stepInAddress={step} />
}
