import { useRef, type FormEvent, type Ref } from 'react'
import { RadioGroup } from '../../components/form/radio-group'
import { useFormValues } from '../../components/form/use-form-values'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { headcountLabels, primaryNeedLabels, wizardCopy } from '../../content/workshops'
import { HEADCOUNT_BANDS, PRIMARY_NEEDS } from '../../content/facilitator/tablet-choices'
import { parseWizardSearch, type WizardSearch } from '../../domain/workshop/wizard-search'

interface NeedsViewProps {
  hidden: boolean
  headingRef: Ref<HTMLHeadingElement>
  /** The answers the address already holds, chosen when the view appears. */
  defaults: WizardSearch
  onBack: () => void
  onSubmit: (answers: WizardSearch) => void
}

const bandOptions = HEADCOUNT_BANDS.map((band) => ({ value: band, label: headcountLabels[band] }))
const needOptions = PRIMARY_NEEDS.map((need) => ({ value: need, ...primaryNeedLabels[need] }))

/** The form's answers as the wizard's address: complete only with a band and a need. */
const readAnswers = (entries: FormData) => parseWizardSearch(Object.fromEntries(entries))

/**
 * For a team: a headcount band and a primary need, then the recommendation. A GET form whose fields are the
 * wizard's address parameters, so even unaided by the app, submitting it opens the recommendation.
 */
export function NeedsView({ hidden, headingRef, defaults, onBack, onSubmit }: NeedsViewProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const answers = useFormValues(formRef, readAnswers)
  const ready = Boolean(answers?.size && answers.need)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (answers?.size && answers.need) onSubmit(answers)
  }

  return (
    <form ref={formRef} hidden={hidden} method="get" action="/workshops" onSubmit={submit}>
      <input type="hidden" name="for" value="team" />
      <h3 ref={headingRef} tabIndex={-1} className="text-title font-bold text-ink-950 outline-none">
        {wizardCopy.needsHeading}
      </h3>
      <div className="mt-6 grid gap-8">
        <RadioGroup
          id="wizard-size"
          name="size"
          legend={wizardCopy.headcountLegend}
          options={bandOptions}
          defaultValue={defaults.size}
          columns="compact"
        />
        <RadioGroup
          id="wizard-need"
          name="need"
          legend={wizardCopy.needLegend}
          options={needOptions}
          defaultValue={defaults.need}
          columns={3}
        />
      </div>
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
