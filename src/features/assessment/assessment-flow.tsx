import { useAtomValue } from 'jotai'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { retryingLazy } from '../../components/ui/retrying-lazy'
import { assessmentCopy } from '../../content/assessment'
import type { AssessmentResult, AssessmentStep } from '../../domain/assessment/assessment-types'
import { assessmentTabAtom, resultAtom, storageStatusAtom, useAssessment } from './assessment-store'
import { OtherTabStep } from './other-tab-step'
import { preloadSteps } from './preload-steps'
import { TitleStep } from './title-step'
import { useAssessmentPersistence } from './use-assessment-persistence'
import { assessmentSavingMessage } from '../../content/storage-errors'

/** What a step shows while its code loads: the page's background, its full height. */
export const stepFallback = <div className="min-h-dvh bg-ink-50" />

// Only the title is needed for the first paint; each later step's code (the gesture and spring libraries
// with the rounds) loads while the browser is idle (preload-steps.ts), or when the visitor gets there. A step
// whose code cannot be fetched offline says the answers are safe and tries again (retrying-lazy.tsx).
const SwipeRound = retryingLazy(() => import('./swipe-round').then((module) => module.SwipeRound), {
  fallback: stepFallback,
  page: true,
})
const ExpertiseStep = retryingLazy(() => import('./expertise-step').then((module) => module.ExpertiseStep), {
  fallback: stepFallback,
  page: true,
})
const PowersStep = retryingLazy(() => import('./powers-step').then((module) => module.PowersStep), {
  fallback: stepFallback,
  page: true,
})

/** What the flow hands its last step, the result screen. */
export interface ResultsScreenProps {
  /** The result generated (or restored); null until it is. */
  result: AssessmentResult | null
  /** Clears the session and the result, back to the title. */
  startOver: () => void
  /** The visitor has just finished, rather than reopened the page on their result. */
  justFinished: boolean
}

interface AssessmentFlowProps {
  /** The step a reloaded page was on. */
  stepInAddress?: AssessmentStep
  /** The Start button was pressed before the app ran: begin a new assessment on arrival. */
  startRequested?: boolean
  /** Load the later steps' code at once, while the visitor answers (a phone in a live room). */
  loadAhead?: boolean
  /** Shown on the title screen under the introduction (in workshop mode, the workshop's name). */
  titleNote?: ReactNode
  /** The last step, the result screen: another feature's (features do not import each other), handed in. */
  resultsScreen: ComponentType<ResultsScreenProps>
}

/** MojoMe from title to results. */
export function AssessmentFlow({
  stepInAddress,
  startRequested = false,
  loadAhead = false,
  titleNote,
  resultsScreen: ResultsScreen,
}: AssessmentFlowProps) {
  useAssessmentPersistence(stepInAddress, startRequested)
  const { state, startOver } = useAssessment()
  const result = useAtomValue(resultAtom)
  const storage = useAtomValue(storageStatusAtom)
  const tab = useAtomValue(assessmentTabAtom)
  const step = state.session.currentStep
  // The step the page opened on, once the saved assessment is read (a reload lands in its step then): a later
  // step is one the visitor moved to, and moves focus to its heading (StepShell does it for the middle steps).
  const [openingStep, setOpeningStep] = useState<AssessmentStep | 'moved' | null>(null)
  if (storage !== 'loading') {
    if (openingStep === null) setOpeningStep(step)
    else if (openingStep !== 'moved' && openingStep !== step) setOpeningStep('moved')
  }
  const arrived = openingStep === 'moved'
  useEffect(() => (loadAhead ? preloadSteps() : undefined), [loadAhead])
  useEffect(() => {
    if (arrived && step === 'title') document.getElementById('page-title')?.focus()
  }, [arrived, step])
  if (tab.status === 'elsewhere') return <OtherTabStep onContinue={tab.continueHere} />
  return (
    <>
      {storage !== 'loading' && storage !== 'ready' && (
        <p
          role="status"
          className="fixed inset-x-3 bottom-3 z-30 mx-auto max-w-xl rounded-2xl bg-ink-900 px-5 py-3 text-sm text-white shadow-lift"
        >
          {assessmentSavingMessage(storage, assessmentCopy.storageUnavailable)}
        </p>
      )}
      {step === 'title' && <TitleStep note={titleNote} />}
      {(step === 'motivation' || step === 'fear') && <SwipeRound key={step} round={step} />}
      {step === 'knowledge' && <ExpertiseStep />}
      {step === 'superpowers' && <PowersStep />}
      {step === 'results' && <ResultsScreen result={result} startOver={startOver} justFinished={arrived} />}
    </>
  )
}
