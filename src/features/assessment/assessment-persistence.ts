/**
 * Keeps the assessment on this device, outside React: one subscription to the app store instead of effects
 * spread over components. On arrival it restores what was saved (straight into its step after a reload, whose
 * address carries the step; otherwise, if it is unfinished, as a Resume offer on the title, except on a
 * workshop's tablet, where it is wiped; or not at all when the address asks for a new start); from then on it saves every change and, once a session completes, finds or makes its
 * result and stores it.
 */
import type { createStore } from 'jotai/vanilla'
import {
  clearAssessment,
  findResult,
  loadAssessment,
  saveAssessment,
  saveResult,
  workshopModeId,
} from '../../db/device-data'
import { DECK_VERSION } from '../../content/assessment/deck'
import type { AssessmentStep } from '../../domain/assessment-types'
import { resultOf } from '../../domain/result'
import { isUnfinished } from '../../domain/session'
import { whenIdle } from '../../lib/when-idle'
import {
  assessmentAtom,
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

/** Restores, then keeps, the assessment in `store`; returns how to stop. */
export function persistAssessment(store: Store, arrival: Arrival): () => void {
  let stopped = false
  let stopKeeping = () => {}

  async function restore() {
    const outcome = await loadAssessment()
    if (stopped) return
    if (arrival.startRequested) {
      store.set(startFreshAtom)
    } else if (outcome.ok) {
      const saved = outcome.value
      const reloadedInto = arrival.step && arrival.step !== 'title' && saved?.session.currentStep !== 'title'
      if (saved && reloadedInto) store.set(assessmentAtom, saved)
      // On a shared tablet an unfinished assessment is someone else's: never offered, wiped.
      else if (saved && workshopModeId()) await clearAssessment()
      else if (saved && isUnfinished(saved)) store.set(savedAssessmentAtom, saved)
    }
    if (stopped) return
    store.set(storageStatusAtom, outcome.ok ? 'ready' : outcome.failure)
    stopKeeping = keep(store, () => stopped)
  }

  // A reload into a step restores at once; a plain visit to the title can wait for the browser to idle.
  const atOnce = Boolean(arrival.step) || arrival.startRequested
  const cancelIdle = atOnce ? undefined : whenIdle(() => void restore())
  if (atOnce) void restore()
  return () => {
    stopped = true
    cancelIdle?.()
    stopKeeping()
  }
}

/** Saves each change (coalesced per task) and provides the result of a completed session. */
function keep(store: Store, isStopped: () => boolean): () => void {
  let scheduled = false
  let resultFor: string | null = null

  function save() {
    if (store.get(storageStatusAtom) !== 'ready') return
    const state = store.get(assessmentAtom)
    const atTitle = state.session.currentStep === 'title'
    // A pending Resume offer keeps its saved session until the visitor chooses.
    if (atTitle && store.get(savedAssessmentAtom)) return
    void (atTitle ? clearAssessment() : saveAssessment(state)).then((outcome) => {
      if (!outcome.ok && !isStopped()) store.set(storageStatusAtom, outcome.failure)
    })
  }

  async function provideResult() {
    const state = store.get(assessmentAtom)
    const uuid = state.session.completed ? state.session.uuid : null
    if (uuid !== resultFor) resultFor = null
    if (!uuid || resultFor === uuid || store.get(resultAtom)?.uuid === uuid) return
    resultFor = uuid
    const found = await findResult(uuid)
    if (isStopped() || resultFor !== uuid) return
    const stored = found.ok ? found.value : null
    const fresh = stored ?? resultOf(state, Date.now(), DECK_VERSION)
    // In workshop mode the result is kept in the workshop, for its group view.
    if (!stored && fresh) await saveResult(fresh, workshopModeId() ?? undefined)
    if (!isStopped() && resultFor === uuid) store.set(resultAtom, fresh)
  }

  // One action can set several atoms (a fresh start clears the offer, then starts): save the outcome once.
  function onChange() {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      if (isStopped()) return
      save()
      void provideResult()
    })
  }

  onChange()
  const unsubscribes = [store.sub(assessmentAtom, onChange), store.sub(savedAssessmentAtom, onChange)]
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe())
}
