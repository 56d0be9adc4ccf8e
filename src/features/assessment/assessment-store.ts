/**
 * The assessment's live state, held in the app store (src/state/app-store.ts). Components change it only
 * through the actions below, and every change to the session goes through the domain's `transition`. The
 * persistence (assessment-persistence.ts) is the one other writer: it restores a saved session, records why
 * when the device will not store, and sets the result once a session completes.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai'
import type { StorageFailure } from '../../db/device-data'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import {
  initialState,
  transition,
  type AssessmentEvent,
  type AssessmentState,
} from '../../domain/assessment/session'
import { assessmentRules } from './rules'
import { startEvent } from './start-event'

/**
 * Whether the device keeps the assessment: still finding out, yes, yes again after refusing (said for a few
 * seconds), or why not.
 */
export type StorageStatus = 'loading' | 'ready' | 'saved-again' | StorageFailure

export const assessmentAtom = atom<AssessmentState>(initialState())
export const storageStatusAtom = atom<StorageStatus>('loading')
/**
 * Whether this tab has the assessment (one tab at a time does): still asking, yes, or another tab does, with
 * the way to take it over from that tab.
 */
export type AssessmentTab =
  { status: 'checking' } | { status: 'here' } | { status: 'elsewhere'; continueHere: () => void }

export const assessmentTabAtom = atom<AssessmentTab>({ status: 'checking' })
/** An unfinished assessment found on this device, offered on the title screen. */
export const savedAssessmentAtom = atom<AssessmentState | null>(null)
/** The result generated (or restored) for the results screen. */
export const resultAtom = atom<AssessmentResult | null>(null)

const dispatchAtom = atom(null, (get, set, event: AssessmentEvent) => {
  set(assessmentAtom, transition(get(assessmentAtom), event, assessmentRules))
})

/** A new assessment, dropping any unfinished one on offer. */
export const startFreshAtom = atom(null, (_get, set) => {
  set(savedAssessmentAtom, null)
  set(dispatchAtom, startEvent())
})

/** Takes up the unfinished assessment on offer. */
const resumeSavedAtom = atom(null, (get, set) => {
  const saved = get(savedAssessmentAtom)
  if (!saved) return
  set(assessmentAtom, saved)
  set(savedAssessmentAtom, null)
})

/** Back to the title for another go; the result leaves with the session. */
const startOverAtom = atom(null, (_get, set) => {
  set(resultAtom, null)
  set(dispatchAtom, { type: 'reset' })
})

export function useAssessment() {
  return {
    state: useAtomValue(assessmentAtom),
    dispatch: useSetAtom(dispatchAtom),
    startFresh: useSetAtom(startFreshAtom),
    resumeSaved: useSetAtom(resumeSavedAtom),
    startOver: useSetAtom(startOverAtom),
  }
}
