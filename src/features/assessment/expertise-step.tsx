import { useRef, type FormEvent } from 'react'
import { ComboboxField } from '../../components/form/combobox-field'
import { useFormValues } from '../../components/form/use-form-values'
import { buttonClasses } from '../../components/ui/button-styles'
import { expertiseCopy } from '../../content/assessment'
import { EXPERTISE_MAX_LENGTH, expertiseSuggestions } from '../../content/assessment/expertise'
import { matchSuggestions } from '../../domain/assessment/suggestions'
import { fill } from '../../lib/format'
import { useAssessment } from './assessment-store'
import { StepShell } from './step-shell'

const FIELD = 'expertise'
const readExpertise = (entries: FormData) => String(entries.get(FIELD) ?? '')
const suggest = (text: string) => matchSuggestions(text, expertiseSuggestions)

/** "Your Expertise": a text field with suggestions; Next once it holds more than spaces. */
export function ExpertiseStep() {
  const { state, dispatch } = useAssessment()
  const formRef = useRef<HTMLFormElement>(null)
  const typed = useFormValues(formRef, readExpertise) ?? state.session.expertisePrimary
  const canSubmit = typed.trim().length > 0

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const expertise = readExpertise(new FormData(event.currentTarget))
    if (expertise.trim()) dispatch({ type: 'submitExpertise', expertise })
  }

  return (
    <StepShell
      heading={expertiseCopy.heading}
      intro={expertiseCopy.intro}
      progress={state.session.progress}
      onBack={() => dispatch({ type: 'back' })}
    >
      <form
        ref={formRef}
        className="rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-8"
        onSubmit={submit}
      >
        <ComboboxField
          id="expertise"
          name={FIELD}
          label={expertiseCopy.label}
          hint={fill(expertiseCopy.limitNote, { max: EXPERTISE_MAX_LENGTH })}
          suggest={suggest}
          suggestionsLabel={expertiseCopy.suggestionsLabel}
          defaultValue={state.session.expertisePrimary}
          maxLength={EXPERTISE_MAX_LENGTH}
          placeholder={expertiseCopy.placeholder}
          inputClassName="w-full rounded-2xl border-0 bg-ink-50 px-5 py-4 text-lg text-ink-950 ring-1 ring-ink-200 ring-inset placeholder:text-ink-400 focus:ring-2 focus:ring-iris-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={!canSubmit}
          className={`mt-6 w-full sm:w-auto ${buttonClasses('primary', 'lg')}`}
        >
          {expertiseCopy.next}
        </button>
      </form>
    </StepShell>
  )
}
