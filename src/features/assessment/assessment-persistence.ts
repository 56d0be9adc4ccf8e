/**
 * Keeps the assessment on this device, outside React: one subscription to the app store instead of effects
 * spread over components. On arrival it restores what was saved (straight into its step after a reload, whose
 * address carries the step; otherwise, if it is unfinished, as a Resume offer on the title, except on a workshop's tablet,
 * where it is wiped; or not at all when the address asks for a new start); from then on assessment-saving.ts saves every change and keeps the result.
 * One tab at a time does so (assessment-tab.ts).
 */
import type { createStore } from 'jotai/vanilla'
import { clearAssessment, loadAssessment, onStorageBlocked, workshopModeId } from '../../db/device-data'
import type { AssessmentStep } from '../../domain/assessment/assessment-types'
import { initialState, isUnfinished, type AssessmentState } from '../../domain/assessment/session'
import { whenIdle } from '../../lib/when-idle'
import { keepSaving } from './assessment-saving'
import { claimAssessmentTab, type Ownership } from './assessment-tab'
import {
  assessmentAtom,
  assessmentTabAtom,
  resultAtom,
  savedAssessmentAtom,
  startFreshAtom,
  storageStatusAtom,
} from './assessment-store'

type Store = ReturnType<typeof createStore>

export interface Arrival {
  /** The step a reloaded page was on, from its address. */
  step?: AssessmentStep
  /** The address asks for a new assessment (Start Discovery pressed before the app ran). */
  startRequested: boolean
}

/**
 * Restores, then keeps, the assessment in `store` while this tab owns it (one tab at a time does); another
 * tab's ownership is put in `assessmentTabAtom`, with the way to take it over. Returns how to stop.
 */
export function persistAssessment(store: Store, arrival: Arrival): () => void {
  let stopHere: ((leaving: boolean) => void) | null = null
  store.set(assessmentTabAtom, { status: 'checking' })
  const letGo = claimAssessmentTab({
    here(how) {
      store.set(assessmentTabAtom, { status: 'here' })
      stopHere = keepInThisTab(store, arrival, how)
    },
    elsewhere(continueHere) {
      // The other tab writes from now on: this one stops at once, without a last save over it.
      stopHere?.(false)
      stopHere = null
      store.set(assessmentTabAtom, { status: 'elsewhere', continueHere })
    },
  })
  return () => {
    letGo()
    stopHere?.(true)
  }
}

/** Restores the assessment into `store`, then keeps it; returns how to stop (`leaving`: one last save). */
function keepInThisTab(store: Store, arrival: Arrival, how: Ownership): (leaving: boolean) => void {
  let stopped = false
  let stopKeeping: (leaving: boolean) => void = () => {}
  const arrivedWith = store.get(assessmentAtom)
  // Another tab holding the database at another version keeps it from opening: say so while it waits.
  const stopWatchingBlocked = onStorageBlocked(() => {
    if (!stopped) store.set(storageStatusAtom, 'blocked')
  })

  async function restore() {
    const outcome = await loadAssessment()
    if (stopped) return
    // What the visitor did while storage kept them waiting (another tab held it) is not replaced.
    const untouched = store.get(assessmentAtom) === arrivedWith
    if (how === 'taken-over') {
      // Carried on from where the other tab saved it, whatever this one showed before.
      if (outcome.ok) takeOver(store, outcome.value ?? initialState())
    } else if (arrival.startRequested) {
      if (untouched) store.set(startFreshAtom)
    } else if (outcome.ok && untouched) {
      const saved = outcome.value
      const reloadedInto = arrival.step && arrival.step !== 'title' && saved?.session.currentStep !== 'title'
      if (saved && reloadedInto) store.set(assessmentAtom, saved)
      // On a shared tablet an unfinished assessment is someone else's: never offered, wiped.
      else if (saved && workshopModeId()) await clearAssessment()
      else if (saved && isUnfinished(saved)) store.set(savedAssessmentAtom, saved)
    }
    if (stopped) return
    if (!outcome.ok) store.set(storageStatusAtom, outcome.failure)
    else if (store.get(storageStatusAtom) === 'loading') store.set(storageStatusAtom, 'ready')
    stopKeeping = keepSaving(store, () => stopped)
  }

  // A reload into a step restores at once; a plain visit to the title can wait for the browser to idle.
  const atOnce = how === 'taken-over' || Boolean(arrival.step) || arrival.startRequested
  const cancelIdle = atOnce ? undefined : whenIdle(() => void restore())
  if (atOnce) void restore()
  return (leaving) => {
    stopped = true
    cancelIdle?.()
    stopWatchingBlocked()
    stopKeeping(leaving)
  }
}

/** Puts the assessment another tab saved in place of this tab's. */
function takeOver(store: Store, saved: AssessmentState): void {
  store.set(savedAssessmentAtom, null)
  if (store.get(resultAtom)?.uuid !== saved.session.uuid) store.set(resultAtom, null)
  store.set(assessmentAtom, saved)
}
