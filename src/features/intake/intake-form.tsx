import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { intakeCopy, intakeSteps, intakeToast } from '../../content/intake'
import type { IntakeRecommendation } from '../../content/intake-recommendations'
import { INTAKE_STEPS, type IntakeAnswers, type IntakeStep } from '../../domain/intake-fields'
import { recommendIntake } from '../../domain/intake-recommendation'
import { reachableStep, stepErrors } from '../../domain/intake-validation'
import type { DeliverRequest } from '../../domain/request-delivery'
import { fill } from '../../lib/format'
import { useFocusOnChange } from '../../lib/use-focus-on-change'
import { errorMessages } from './intake-errors'
import { IntakeProgress } from './intake-progress'
import { IntakeResult, type DeliveryState } from './intake-result'
import { requestFields } from './intake-summary'
import { StepBasics } from './step-basics'
import { StepBudget } from './step-budget'
import { StepGaps } from './step-gaps'
import { useIntakeDraft } from './use-intake-draft'

/** SPEC.md section 9: the recommendation is shown after 2 seconds of 'Generating...', however fast delivery is. */
export const GENERATING_MS = 2000

interface IntakeFormProps {
  /** The step the address asks for; the form never shows one past the first incomplete step. */
  requestedStep: IntakeStep
  /** Hands the submission to whatever delivers it (the outbox); the form only reports the outcome. */
  deliver: DeliverRequest
}

interface Submission {
  answers: IntakeAnswers
  recommendation: IntakeRecommendation
  delivery: DeliveryState
}

const steps = { 1: StepBasics, 2: StepGaps, 3: StepBudget } as const
const COMPLETE_HINT_ID = 'intake-complete-hint'

/** The three-step workshop intake, its validation, and the recommendation it ends in. */
export function IntakeForm({ requestedStep, deliver }: IntakeFormProps) {
  const { answers, restored, update, forgetDraft } = useIntakeDraft()
  const navigate = useNavigate()
  // Until the draft is restored the form shows step 1, exactly as the prerendered page does.
  const step: IntakeStep = restored ? reachableStep(requestedStep, answers) : 1
  const [leftFields, setLeftFields] = useState<ReadonlySet<string>>(new Set())
  const [generating, setGenerating] = useState(false)
  const [submission, setSubmission] = useState<Submission | null>(null)
  const [shownFor, setShownFor] = useState(requestedStep)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const mounted = useRef(true)
  useEffect(() => () => void (mounted.current = false), [])

  // Back or Forward in the browser leaves the recommendation for the form, answers still in place.
  if (shownFor !== requestedStep) {
    setShownFor(requestedStep)
    setSubmission(null)
  }

  useEffect(() => {
    // An address that asks for a step the answers do not reach yet is corrected in place.
    if (restored && step !== requestedStep) {
      void navigate({ to: '/intake', search: step === 1 ? {} : { step }, replace: true, resetScroll: false })
    }
  }, [restored, step, requestedStep, navigate])

  useFocusOnChange(restored ? (submission ? 'result' : `step-${step}`) : null, headingRef)

  // SPEC.md: Next (and Get Recommendation) is enabled only when the step is complete. A field's problem is
  // shown once the visitor has left it, so the disabled button is never a mystery.
  const problems = stepErrors(step, answers)
  const complete = problems.length === 0
  const errors = errorMessages(problems.filter(({ field }) => leftFields.has(field)))

  function onFieldLeft(event: FocusEvent<HTMLFormElement>) {
    const { name } = event.target as Partial<HTMLInputElement>
    if (name && !leftFields.has(name)) setLeftFields(new Set(leftFields).add(name))
  }

  function goTo(next: IntakeStep) {
    void navigate({ to: '/intake', search: next === 1 ? {} : { step: next }, resetScroll: false })
  }

  async function submit() {
    const recommendation = recommendIntake(answers)
    const submitted = answers
    setGenerating(true)
    // Delivery runs alongside the 2 seconds; the recommendation does not wait for the network.
    const delivery = deliver(requestFields(submitted, recommendation)).catch((): DeliveryState => 'failed')
    // The outbox now holds the request, so the draft is done with: the next visit starts clean.
    forgetDraft()
    await new Promise((resolve) => setTimeout(resolve, GENERATING_MS))
    if (!mounted.current) return
    setGenerating(false)
    setSubmission({ answers: submitted, recommendation, delivery: 'pending' })
    void import('sonner').then(({ toast }) =>
      toast.success(intakeToast.title, { description: intakeToast.description }),
    )
    const outcome = await delivery
    if (mounted.current) setSubmission((shown) => shown && { ...shown, delivery: outcome })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (generating || !complete) return
    if (step < 3) goTo((step + 1) as IntakeStep)
    else void submit()
  }

  if (submission) {
    return (
      <IntakeResult
        headingRef={headingRef}
        answers={submission.answers}
        recommendation={submission.recommendation}
        delivery={submission.delivery}
      />
    )
  }

  const Step = steps[step]
  return (
    <form noValidate aria-label={intakeCopy.formLabel} onSubmit={onSubmit} onBlur={onFieldLeft}>
      <IntakeProgress step={step} />
      <p className="mt-8 text-sm font-semibold text-iris-700">
        {fill(intakeCopy.stepOf, { step, total: INTAKE_STEPS.length })}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-title font-bold text-ink-950 outline-none">
        {intakeSteps[step].title}
      </h2>
      <p className="mt-2 text-ink-600">{intakeSteps[step].intro}</p>
      <div className="mt-8">
        <Step answers={answers} update={update} errors={errors} />
      </div>
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
  )
}
