import { useNavigate } from '@tanstack/react-router'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { DECK_VERSION } from '../../content/assessment/deck'
import { whenIdle } from '../../lib/when-idle'
import type { AssessmentStep } from '../../domain/assessment-types'
import { resultOf } from '../../domain/result'
import {
  assessmentAtom,
  resultAtom,
  savedAssessmentAtom,
  storageStatusAtom,
  useAssessment,
} from './assessment-store'
import {
  clearSavedAssessment,
  loadResult,
  loadSavedAssessment,
  saveAssessment,
  saveResult,
} from './assessment-storage'
import { startEvent } from './start-event'

/**
 * Keeps the assessment on this device: restores it on arrival (straight into its step after a reload,
 * whose address carries the step; otherwise as a Resume offer on the title; or not at all when the address
 * asks for a new start), saves every change, mirrors the step into the address, and stores the result once
 * it is generated.
 */
export function useAssessmentPersistence(stepInAddress: AssessmentStep | undefined, startRequested: boolean) {
  const [state, setState] = useAtom(assessmentAtom)
  const [status, setStatus] = useAtom(storageStatusAtom)
  const [saved, setSaved] = useAtom(savedAssessmentAtom)
  const setResult = useSetAtom(resultAtom)
  const result = useAtomValue(resultAtom)
  const navigate = useNavigate()
  const restoredStep = useRef(stepInAddress)
  const startOnArrival = useRef(startRequested)
  const { dispatch } = useAssessment()

  useEffect(() => {
    let cancelled = false
    // A reload into a step restores at once; a plain visit to the title can wait for the browser to idle.
    const load = () =>
      void loadSavedAssessment().then((outcome) => {
        if (cancelled) return
        if (startOnArrival.current) {
          dispatch(startEvent())
          return setStatus(outcome.available ? 'ready' : 'unavailable')
        }
        if (!outcome.available) return setStatus('unavailable')
        const unfinished =
          outcome.saved && outcome.saved.session.currentStep !== 'title' ? outcome.saved : null
        if (unfinished && restoredStep.current && restoredStep.current !== 'title') setState(unfinished)
        else if (unfinished) setSaved(unfinished)
        setStatus('ready')
      })
    const atOnce = restoredStep.current || startOnArrival.current
    const cancelIdle = atOnce ? undefined : whenIdle(load)
    if (atOnce) load()
    return () => {
      cancelled = true
      cancelIdle?.()
    }
  }, [dispatch, setSaved, setState, setStatus])

  useEffect(() => {
    if (status !== 'ready') return
    const atTitle = state.session.currentStep === 'title'
    // A pending Resume offer keeps its saved session until the visitor chooses.
    if (atTitle && saved) return
    const write = atTitle ? clearSavedAssessment() : saveAssessment(state)
    void write.then((ok) => {
      if (!ok) setStatus('unavailable')
    })
  }, [state, saved, status, setStatus])

  const step = state.session.currentStep
  useEffect(() => {
    if (status === 'loading') return
    void navigate({ to: '/mojo-me', search: step === 'title' ? {} : { step }, replace: true })
  }, [step, status, navigate])

  const uuid = state.session.completed ? state.session.uuid : null
  useEffect(() => {
    if (!uuid || result?.uuid === uuid) return
    let cancelled = false
    void loadResult(uuid).then(async (stored) => {
      if (cancelled) return
      const fresh = stored ?? resultOf(state, Date.now(), DECK_VERSION)
      if (!stored && fresh) await saveResult(fresh)
      if (!cancelled) setResult(fresh)
    })
    return () => {
      cancelled = true
    }
    // Only a new uuid calls for a result; the state at that moment is the one it describes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uuid, result?.uuid, setResult])
}
