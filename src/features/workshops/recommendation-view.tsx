import type { Ref } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { CtaLink } from '../../components/ui/cta-link'
import { TickList } from '../../components/ui/tick-list'
import { wizardCopy, workshopRecommendations } from '../../content/workshops'
import { type WorkshopRecommendation } from '../../content/facilitator/tablet-choices'

interface RecommendationViewProps {
  headingRef: Ref<HTMLHeadingElement>
  recommendation: WorkshopRecommendation
  onStartOver: () => void
}

/** The wizard's answer: type, price, description, what is included, a note and the way on to the intake. */
export function RecommendationView({ headingRef, recommendation, onStartOver }: RecommendationViewProps) {
  const copy = workshopRecommendations[recommendation]
  return (
    <div>
      <p className="text-sm font-bold tracking-[0.14em] text-iris-700 uppercase">
        {wizardCopy.recommendationEyebrow}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <h3 ref={headingRef} tabIndex={-1} className="text-title font-bold text-ink-950 outline-none">
          {copy.type}
        </h3>
        <p className="font-display text-2xl font-bold text-iris-700">{copy.price}</p>
      </div>
      <p className="mt-4 max-w-2xl text-ink-700">{copy.description}</p>
      <h4 className="mt-6 font-bold text-ink-950">{wizardCopy.includedHeading}</h4>
      <TickList items={copy.included} size="md" className="mt-3 grid gap-2 sm:grid-cols-2" />
      <p className="mt-6 rounded-2xl bg-sun-100 px-4 py-3 text-sm text-ink-800">{copy.note}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <CtaLink action={{ label: copy.action, to: '/intake', variant: 'primary' }} />
        <button type="button" onClick={onStartOver} className={buttonClasses('secondary', 'lg')}>
          {wizardCopy.startOver}
        </button>
      </div>
    </div>
  )
}
