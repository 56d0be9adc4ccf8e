import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { wizardCopy } from '../../content/workshops'
import { type WizardSearch } from '../../domain/workshop/wizard-search'
import { wizardView, type WizardView } from '../../domain/workshop/workshop-wizard'
import { useFocusOnChange } from '../../lib/use-focus-on-change'
import { useHydrated } from '../../lib/use-hydrated'
import { AudienceView } from './audience-view'
import { NeedsView } from './needs-view'
import { RecommendationView } from './recommendation-view'

interface WorkshopWizardProps {
  /** The wizard's answers, owned by the address so Back and Forward move between its views. */
  search: WizardSearch
}

const AUDIENCE: WizardView = { view: 'audience' }

/** 'Find Your Perfect Workshop': audience, then (for a team) needs, then a recommendation. */
export function WorkshopWizard({ search }: WorkshopWizardProps) {
  // The prerendered page shows the first view; the address is honoured once the page has hydrated.
  const hydrated = useHydrated()
  const shown = hydrated ? wizardView(search) : AUDIENCE
  const navigate = useNavigate()
  const viewHeading = useRef<HTMLHeadingElement>(null)
  const needsHeading = useRef<HTMLHeadingElement>(null)
  useFocusOnChange(hydrated ? shown.view : null, shown.view === 'needs' ? needsHeading : viewHeading)
  // A team's choices stay in their form behind the recommendation, so Back finds them still chosen.
  const forTeam = hydrated && search.for === 'team'

  function go(next: WizardSearch) {
    void navigate({ to: '/workshops', search: next, resetScroll: false })
  }

  return (
    <section
      id={wizardCopy.sectionId}
      aria-labelledby="wizard-heading"
      className="relative z-10 container-page -mt-16 md:-mt-24"
    >
      <div className="rounded-[1.75rem] bg-white p-5 shadow-lift ring-1 ring-ink-100 sm:p-10">
        <p className="text-sm font-bold tracking-[0.14em] text-iris-700 uppercase">{wizardCopy.eyebrow}</p>
        <h2 id="wizard-heading" className="mt-2 text-headline font-bold text-ink-950">
          {wizardCopy.heading}
        </h2>
        <p className="mt-3 text-lead text-ink-600">{wizardCopy.intro}</p>
        <div className="mt-8 border-t border-ink-100 pt-8">
          {shown.view === 'audience' && <AudienceView headingRef={viewHeading} />}
          {forTeam && (
            <NeedsView
              hidden={shown.view !== 'needs'}
              headingRef={needsHeading}
              defaults={search}
              onBack={() => go({})}
              onSubmit={go}
            />
          )}
          {shown.view === 'recommendation' && (
            <RecommendationView
              headingRef={viewHeading}
              recommendation={shown.recommendation}
              onStartOver={() => go({})}
            />
          )}
        </div>
      </div>
    </section>
  )
}
