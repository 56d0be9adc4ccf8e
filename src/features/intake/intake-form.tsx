import { useNavigate } from '@tanstack/react-router'
import {
  startTransition,
  useActionState,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react'
import { fillUntouched } from '../../components/form/fill-untouched'
import { showToast } from '../../components/layout/show-toast'
import { HoneypotField } from '../../components/form/honeypot-field'
import { useFormValues } from '../../components/form/use-form-values'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { INTAKE_GENERATING_MS, intakeCopy, intakeSteps, intakeToast } from '../../content/intake'
import type { IntakeRecommendation } from '../../content/intake-recommendations'
import {
  emptyIntakeAnswers,
  INTAKE_STEPS,
  type IntakeAnswers,
  type IntakeStep,
} from '../../domain/intake/intake-fields'
import { honeypotEntry } from '../../domain/forms/form-honeypot'
import { answersFromForm, formValuesOf } from '../../domain/intake/intake-form-data'
import { recommendIntake } from '../../domain/intake/intake-recommendation'
import { reachableStep, stepErrors } from '../../domain/intake/intake-validation'
import type { DeliverRequest } from '../../domain/forms/request-delivery'
import { fill } from '../../lib/format'
import { useFocusOnChange } from '../../lib/use-focus-on-change'
import { useHistoryEntry } from '../../lib/use-history-entry'
import { clearIntakeDraft, loadIntakeDraft, saveIntakeDraft } from './intake-draft-storage'
import { errorMessages } from './intake-errors'
import { IntakeProgress } from './intake-progress'
import { IntakeResult, type DeliveryState } from './intake-result'
import { requestFields } from './intake-summary'
import { StepBasics } from './step-basics'
import { StepBudget } from './step-budget'
import { StepGaps } from './step-gaps'

interface IntakeFormProps {
  /** The step the address asks for; the form never shows one past the first incomplete step. */
  requestedStep: IntakeStep
  /** Hands the submission to whatever delivers it (the outbox); the form only reports the outcome. */
  deliver: DeliverRequest
}

interface Submission {
  answers: IntakeAnswers
  recommendation: IntakeRecommendation
  delivery: Promise<DeliveryState>
  /** The history entry it was made on: Back leaves the recommendation for the form, answers in place. */
  entry: number
}

const steps = { 1: StepBasics, 2: StepGaps, 3: StepBudget } as const
const noAnswers = emptyIntakeAnswers()
const COMPLETE_HINT_ID = 'intake-complete-hint'
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The three-step workshop intake. All three steps are in the page (the ones not shown are hidden), and their
 * fields are uncontrolled: the form itself holds the answers, so typing before the app runs is never lost,
 * and the draft on this device only fills fields the visitor has not touched yet.
 */
export function IntakeForm({ requestedStep, deliver }: IntakeFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const read = useFormValues(formRef, answersFromForm)
  const answers = read ?? noAnswers
  // Until the form is read (the prerender and hydration) it shows step 1, exactly as the prerendered page does.
  const step: IntakeStep = read ? reachableStep(requestedStep, answers) : 1
  const entry = useHistoryEntry()
  const navigate = useNavigate()
  const [leftFields, setLeftFields] = useState<ReadonlySet<string>>(new Set())
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)

  const [submission, submit, generating] = useActionState(
    async (_previous: Submission | null, entries: FormData): Promise<Submission> => {
      const submitted = answersFromForm(entries)
      const recommendation = recommendIntake(submitted)
      // Delivery runs alongside the 2 seconds; the recommendation does not wait for the network.
      const delivery = deliver({
        ...requestFields(submitted, recommendation),
        ...honeypotEntry(entries),
      }).catch((): DeliveryState => 'failed')
      // The outbox now holds the request, so the draft is done with: the next visit starts clean.
      clearIntakeDraft()
      await wait(INTAKE_GENERATING_MS)
      showToast((toast) => toast.success(intakeToast.title, { description: intakeToast.description }))
      return { answers: submitted, recommendation, delivery, entry }
    },
    null,
  )
  const shown = submission?.entry === entry ? submission : null

  useLayoutEffect(() => {
    if (formRef.current) fillUntouched(formRef.current, formValuesOf(loadIntakeDraft()))
  }, [])

  useEffect(() => {
    if (read) saveIntakeDraft(read)
  }, [read])

  useEffect(() => {
    // An address that asks for a step the answers do not reach yet is corrected in place.
    if (read && step !== requestedStep) {
      void navigate({ to: '/intake', search: step === 1 ? {} : { step }, replace: true, resetScroll: false })
    }
  }, [read, step, requestedStep, navigate])

  useFocusOnChange(read ? (shown ? 'result' : `step-${step}`) : null, shown ? resultHeading : stepHeading)

  // Next (and Get Recommendation) is enabled only when the step is complete. A field's problem is
  // shown once the visitor has left it, so the disabled button is never a mystery.
  const complete = stepErrors(step, answers).length === 0
  const errors = errorMessages(
    INTAKE_STEPS.flatMap((each) => stepErrors(each, answers)).filter(({ field }) => leftFields.has(field)),
  )

  function onFieldLeft(event: FocusEvent<HTMLFormElement>) {
    const { name } = event.target as Partial<HTMLInputElement>
    if (name && !leftFields.has(name)) setLeftFields(new Set(leftFields).add(name))
  }

  function goTo(next: IntakeStep) {
    void navigate({ to: '/intake', search: next === 1 ? {} : { step: next }, resetScroll: false })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (generating || !complete) return
    if (step < 3) return goTo((step + 1) as IntakeStep)
    const entries = new FormData(event.currentTarget)
    startTransition(() => submit(entries))
  }

  return (
    <>
      {shown && (
        <IntakeResult
          headingRef={resultHeading}
          answers={shown.answers}
          recommendation={shown.recommendation}
          delivery={shown.delivery}
        />
      )}
      <form
        ref={formRef}
        noValidate
        hidden={Boolean(shown)}
        aria-label={intakeCopy.formLabel}
        onSubmit={onSubmit}
        onBlur={onFieldLeft}
      >
        <IntakeProgress step={step} />
        <p className="mt-8 text-sm font-semibold text-iris-700">
          {fill(intakeCopy.stepOf, { step, total: INTAKE_STEPS.length })}
        </p>
        <h2 ref={stepHeading} tabIndex={-1} className="mt-1 text-title font-bold text-ink-950 outline-none">
          {intakeSteps[step].title}
        </h2>
        <p className="mt-2 text-ink-600">{intakeSteps[step].intro}</p>
        <HoneypotField />
        {INTAKE_STEPS.map((each) => {
          const Step = steps[each]
          return (
            <div key={each} hidden={each !== step} className="mt-8">
              <Step errors={errors} />
            </div>
          )
        })}
        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <button
              type="button"
              disabled={generating}
              onClick={() => goTo((step - 1) as IntakeStep)}
              className={buttonClasses('secondary', 'lg')}
            >
              <Icon name="arrow-left" />
              {intakeCopy.previous}
            </button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <div className="flex flex-col gap-2 sm:items-end">
            <button
              type="submit"
              disabled={generating || !complete}
              aria-describedby={complete ? undefined : COMPLETE_HINT_ID}
              className={buttonClasses('primary', 'lg')}
            >
              {step < 3 ? intakeCopy.next : generating ? intakeCopy.generating : intakeCopy.submit}
              {step < 3 && <Icon name="arrow-right" />}
            </button>
            {!complete && (
              <p id={COMPLETE_HINT_ID} className="text-sm text-ink-600">
                {intakeCopy.completeToContinue}
              </p>
            )}
          </div>
        </div>
      </form>
    </>
  )
}
