import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useStore } from 'jotai'
import { useEffect, useRef } from 'react'
import type { AssessmentStep } from '../../domain/assessment/assessment-types'
import { persistAssessment } from './assessment-persistence'
import { assessmentAtom, storageStatusAtom } from './assessment-store'

/**
 * Runs the assessment's persistence while MojoMe is on screen, and writes the current step into the address,
 * so a reload or a shared address returns to it.
 */
export function useAssessmentPersistence(stepInAddress: AssessmentStep | undefined, startRequested: boolean) {
  const store = useStore()
  const arrival = useRef({ step: stepInAddress, startRequested })
  useEffect(() => persistAssessment(store, arrival.current), [store])

  const step = useAtomValue(assessmentAtom).session.currentStep
  const status = useAtomValue(storageStatusAtom)
  const navigate = useNavigate()
  useEffect(() => {
    if (status === 'loading') return
    void navigate({ to: '/mojo-me', search: step === 'title' ? {} : { step }, replace: true })
  }, [step, status, navigate])
}
