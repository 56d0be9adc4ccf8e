import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { wizardCopy } from '../../content/workshops'
import { type HeadcountBand, type PrimaryNeed } from '../../content/workshop-choices'
import { type WizardSearch } from '../../domain/wizard-search'
import { wizardView, type WizardView } from '../../domain/workshop-wizard'
import { AudienceView } from './audience-view'
import { NeedsView } from './needs-view'
import { RecommendationView } from './recommendation-view'
import { useFocusOnChange } from '../../lib/use-focus-on-change'
import { useHydrated } from '../../lib/use-hydrated'

interface WorkshopWizardProps {
  /** The wizard's place, kept in the address so Back and Forward move between its views. */
  search: WizardSearch
}

const AUDIENCE: WizardView = { view: 'audience' }

/** 'Find Your Perfect Workshop': audience, then (for a team) needs, then a recommendation. */
export function WorkshopWizard({ search }: WorkshopWizardProps) {
  // The prerendered page shows the first view; the address is honoured once the page has hydrated.
  const hydrated = useHydrated()
  const shown = hydrated ? wizardView(search) : AUDIENCE
  const navigate = useNavigate()
  const [band, setBand] = useState<HeadcountBand | null>(search.size ?? null)
  const [need, setNeed] = useState<PrimaryNeed | null>(search.need ?? null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useFocusOnChange(hydrated ? shown.view : null, headingRef)

  function go(next: WizardSearch) {
    void navigate({ to: '/workshops', search: next, resetScroll: false })
  }

  function startOver() {
    setBand(null)
    setNeed(null)
    go({})
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
          {shown.view === 'audience' && (
            <AudienceView headingRef={headingRef} onChoose={(audience) => go({ for: audience })} />
          )}
          {shown.view === 'needs' && (
            <NeedsView
              headingRef={headingRef}
              band={band}
              need={need}
              onBand={setBand}
              onNeed={setNeed}
              onBack={() => go({})}
              onSubmit={() => band && need && go({ for: 'team', size: band, need })}
            />
          )}
          {shown.view === 'recommendation' && (
            <RecommendationView
              headingRef={headingRef}
              recommendation={shown.recommendation}
              onStartOver={startOver}
            />
          )}
        </div>
      </div>
    </section>
  )
}
