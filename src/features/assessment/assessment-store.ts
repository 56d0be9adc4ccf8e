/**
 * The assessment's state for rendering (Jotai). `useAssessment` is the only writer: every change goes
 * through the domain's `transition`, and the persistence hook mirrors each result to IndexedDB.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import type { AssessmentResult } from '../../domain/assessment-types'
import { initialState, transition, type AssessmentEvent, type AssessmentState } from '../../domain/session'
import { assessmentRules } from './rules'

export type StorageStatus = 'loading' | 'ready' | 'unavailable'

export const assessmentAtom = atom<AssessmentState>(initialState())
export const storageStatusAtom = atom<StorageStatus>('loading')
/** An unfinished assessment found on this device, offered on the title screen. */
export const savedAssessmentAtom = atom<AssessmentState | null>(null)
/** The result generated (or restored) for the results screen. */
export const resultAtom = atom<AssessmentResult | null>(null)

const dispatchAtom = atom(null, (get, set, event: AssessmentEvent) => {
  set(assessmentAtom, transition(get(assessmentAtom), event, assessmentRules))
})

export function useAssessment() {
  const state = useAtomValue(assessmentAtom)
  const send = useSetAtom(dispatchAtom)
  const dispatch = useCallback((event: AssessmentEvent) => send(event), [send])
  return { state, dispatch }
}
