import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { assessmentCopy, assessmentPromises, assessmentTitle } from '../content/assessment'
import { pages } from '../content/pages'

export const Route = createFileRoute('/mojo-me')({
  staticData: { page: pages.mojoMe },
  component: AssessmentPage,
})

function AssessmentPage() {
  return (
    <PageHero hero={assessmentTitle}>
      <ul aria-label={assessmentCopy.promisesLabel} className="mt-8 grid gap-3 sm:max-w-xl">
        {assessmentPromises.map((promise) => (
          <li key={promise} className="flex items-start gap-3 text-ink-700">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-mint-100 text-mint-600"
            >
              <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3">
                <path d="m5 10 3.5 3.5L15 7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            {promise}
          </li>
        ))}
      </ul>
    </PageHero>
  )
}
