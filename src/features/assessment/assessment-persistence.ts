/**
 * Keeps the assessment on this device, outside React: one subscription to the app store instead of effects
 * spread over components. On arrival it restores what was saved (straight into its step after a reload, whose
 * address carries the step; otherwise, if it is unfinished, as a Resume offer on the title; or not at all when
 * the address asks for a new start); from then on it saves every change and, once a session completes, finds or
 * makes its result and stores it, trying again whatever the device refused.
 */
import type { createStore } from 'jotai/vanilla'
import {
  clearAssessment,
  findResult,
  loadAssessment,
  onStorageBlocked,
  saveAssessment,
  saveResult,
  workshopModeId,
  type Stored,
} from '../../db/device-data'
import { DECK_VERSION } from '../../content/assessment/deck'
import type { AssessmentResult, AssessmentStep } from '../../domain/assessment-types'
import { resultOf } from '../../domain/result'
import { initialState, isUnfinished, type AssessmentState } from '../../domain/session'
import { whenIdle } from '../../lib/when-idle'
import { claimAssessmentTab, type Ownership } from './assessment-tab'
import {
  assessmentAtom,
  assessmentTabAtom,
  resultAtom,
  savedAssessmentAtom,
  startFreshAtom,
  storageStatusAtom,
  type StorageStatus,
} from './assessment-store'

type Store = ReturnType<typeof createStore>

export interface Arrival {
  /** The step a reloaded page was on, from its address. */
  step?: AssessmentStep
  /** The address asks for a new assessment (Start Discovery pressed before the app ran). */
  startRequested: boolean
}

/** How long "saved again" stays on screen after storage works again. */
export const SAVED_AGAIN_MS = 6000

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
      else if (saved && isUnfinished(saved)) store.set(savedAssessmentAtom, saved)
    }
    if (!outcome.ok) store.set(storageStatusAtom, outcome.failure)
    else if (store.get(storageStatusAtom) === 'loading') store.set(storageStatusAtom, 'ready')
    stopKeeping = keep(store, () => stopped)
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

interface UnsavedResult {
  result: AssessmentResult
  workshopId?: string
}

/**
 * Saves each change (coalesced per task) and provides the result of a completed session. One write runs at a
 * time, always of the latest state. A refused write (no room, another tab holding the database) leaves the
 * assessment and its result in memory, marked unsaved: they are written again with the next change, when the
 * page is hidden and when MojoMe is left, and the page says when they are safe again.
 */
function keep(store: Store, isStopped: () => boolean): (leaving: boolean) => void {
  let scheduled = false
  let mayWrite = true
  let resultFor: string | null = null
  let unsaved = false
  let unsavedResult: UnsavedResult | null = null
  let writing = false
  let savedAgainTimer: ReturnType<typeof setTimeout> | undefined

  function setStatus(status: StorageStatus) {
    if (isStopped()) return
    clearTimeout(savedAgainTimer)
    store.set(storageStatusAtom, status)
    if (status === 'saved-again')
      savedAgainTimer = setTimeout(() => {
        if (!isStopped() && store.get(storageStatusAtom) === 'saved-again')
          store.set(storageStatusAtom, 'ready')
      }, SAVED_AGAIN_MS)
  }

  /** Writes the result waiting to be kept, then the session as it is now. */
  async function writeLatest(): Promise<Stored<void>> {
    if (unsavedResult) {
      const { result, workshopId } = unsavedResult
      const kept = await saveResult(result, workshopId)
      if (!kept.ok) return kept
      if (unsavedResult.result === result) unsavedResult = null
    }
    const state = store.get(assessmentAtom)
    const atTitle = state.session.currentStep === 'title'
    // A pending Resume offer keeps its saved session until the visitor chooses.
    if (atTitle && store.get(savedAssessmentAtom)) return { ok: true, value: undefined }
    return atTitle ? clearAssessment() : saveAssessment(state)
  }

  async function flush() {
    if (writing) return
    writing = true
    try {
      while (unsaved && mayWrite) {
        unsaved = false
        const outcome = await writeLatest()
        if (!outcome.ok) {
          unsaved = true
          setStatus(outcome.failure)
          return
        }
        const status = store.get(storageStatusAtom)
        if (status !== 'ready' && status !== 'saved-again' && status !== 'loading') setStatus('saved-again')
      }
    } finally {
      writing = false
    }
  }

  function save() {
    unsaved = true
    void flush()
  }

  async function provideResult() {
    const state = store.get(assessmentAtom)
    const uuid = state.session.completed ? state.session.uuid : null
    if (uuid !== resultFor) resultFor = null
    if (!uuid || resultFor === uuid || store.get(resultAtom)?.uuid === uuid) return
    resultFor = uuid
    // A device that is not storing could keep the lookup waiting (another tab holding the database).
    const storing = store.get(storageStatusAtom) === 'ready' || store.get(storageStatusAtom) === 'saved-again'
    const found = storing ? await findResult(uuid) : null
    if (isStopped() || resultFor !== uuid) return
    const stored = found?.ok ? found.value : null
    const fresh = stored ?? resultOf(state, Date.now(), DECK_VERSION)
    if (!fresh) return
    store.set(resultAtom, fresh)
    if (stored) return
    // In workshop mode the result is kept in the workshop, for its group view.
    unsavedResult = { result: fresh, workshopId: workshopModeId() ?? undefined }
    save()
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

  // The last chance to keep what is unsaved before the visitor may close the tab.
  function onHidden() {
    if (document.visibilityState === 'hidden' && unsaved) void flush()
  }

  onChange()
  const unsubscribes = [store.sub(assessmentAtom, onChange), store.sub(savedAssessmentAtom, onChange)]
  globalThis.document?.addEventListener('visibilitychange', onHidden)
  return (leaving) => {
    unsubscribes.forEach((unsubscribe) => unsubscribe())
    globalThis.document?.removeEventListener('visibilitychange', onHidden)
    clearTimeout(savedAgainTimer)
    mayWrite = leaving
    // Leaving MojoMe: one more try for what is still unsaved.
    if (leaving && unsaved) void flush()
  }
}
