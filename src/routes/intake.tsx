import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { intakeHero } from '../content/intake'
import { loadPageHead } from '../glue/load-page-head'
import type { IntakeStep } from '../domain/intake/intake-fields'
import type { DeliverRequest } from '../domain/forms/request-delivery'
import { parseIntakeStep } from '../domain/intake/intake-step-param'
import { IntakeAside } from '../features/intake/intake-aside'
import { IntakeForm } from '../features/intake/intake-form'

// The outbox (and Dexie behind it) loads when the visitor submits, not with the page.
const deliver: DeliverRequest = (fields) =>
  import('../features/outbox/submit-request').then((outbox) => outbox.submitRequest('intake', fields))

interface IntakeSearch {
  /** The form's step, so Back and Forward move between steps and a reload returns to the same one. */
  step?: Exclude<IntakeStep, 1>
}

export const Route = createFileRoute('/intake')({
  head: () => loadPageHead('intake'),
  validateSearch: (search: Record<string, unknown>): IntakeSearch => {
    // step is always present (undefined for step 1): the router lays this over the raw parameters.
    const step = parseIntakeStep(search.step)
    return { step: step === 1 ? undefined : step }
  },
  component: IntakePage,
})

function IntakePage() {
  const { step = 1 } = Route.useSearch()
  return (
    <>
      <PageHero hero={intakeHero} />
      <div className="relative z-10 container-page -mt-8 grid items-start gap-8 pb-24 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label={intakeHero.eyebrow}
          className="rounded-[1.75rem] bg-white p-5 shadow-lift ring-1 ring-ink-100 sm:p-10"
        >
          <IntakeForm requestedStep={step} deliver={deliver} />
        </section>
        <IntakeAside />
      </div>
    </>
  )
}
