import type { Ref } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { ChoiceCard } from '../../components/ui/choice-card'
import { Icon } from '../../components/ui/icon'
import { headcountLabels, primaryNeedLabels, wizardCopy } from '../../content/workshops'
import {
  HEADCOUNT_BANDS,
  PRIMARY_NEEDS,
  type HeadcountBand,
  type PrimaryNeed,
} from '../../content/workshop-choices'

interface NeedsViewProps {
  headingRef: Ref<HTMLHeadingElement>
  band: HeadcountBand | null
  need: PrimaryNeed | null
  onBand: (band: HeadcountBand) => void
  onNeed: (need: PrimaryNeed) => void
  onBack: () => void
  onSubmit: () => void
}

const legendClass = 'text-base font-bold text-ink-950'

/** For a team: a headcount band and a primary need, then the recommendation. */
export function NeedsView({ headingRef, band, need, onBand, onNeed, onBack, onSubmit }: NeedsViewProps) {
  const ready = band !== null && need !== null
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) onSubmit()
      }}
    >
      <h3 ref={headingRef} tabIndex={-1} className="text-title font-bold text-ink-950 outline-none">
        {wizardCopy.needsHeading}
      </h3>
      <fieldset className="mt-6">
        <legend className={legendClass}>{wizardCopy.headcountLegend}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {HEADCOUNT_BANDS.map((option) => (
            <ChoiceCard
              key={option}
              type="radio"
              look="pill"
              name="headcount"
              value={option}
              checked={band === option}
              onChange={() => onBand(option)}
              label={headcountLabels[option]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-8">
        <legend className={legendClass}>{wizardCopy.needLegend}</legend>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {PRIMARY_NEEDS.map((option) => (
            <ChoiceCard
              key={option}
              type="radio"
              name="primary-need"
              value={option}
              checked={need === option}
              onChange={() => onNeed(option)}
              label={primaryNeedLabels[option].label}
              description={primaryNeedLabels[option].description}
            />
          ))}
        </div>
      </fieldset>
      {!ready && <p className="mt-6 text-sm text-ink-600">{wizardCopy.chooseBoth}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" onClick={onBack} className={buttonClasses('secondary')}>
          <Icon name="arrow-left" />
          {wizardCopy.back}
        </button>
        <button type="submit" disabled={!ready} className={buttonClasses('primary', 'lg')}>
          {wizardCopy.getRecommendation}
          <Icon name="arrow-right" />
        </button>
      </div>
    </form>
  )
}
