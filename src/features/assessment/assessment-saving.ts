/**
 * Writes the assessment to this device as it changes, and makes and keeps its result once it completes. What
 * the device refuses stays in memory and is tried again, and the page is told how saving stands.
 */
import type { createStore } from 'jotai/vanilla'
import { DECK_VERSION } from '../../content/assessment/deck'
import {
  clearAssessment,
  findResult,
  saveAssessment,
  saveResult,
  workshopModeId,
  type Stored,
} from '../../db/device-data'
import { resultOf } from '../../domain/assessment/result'
import {
  assessmentAtom,
  resultAtom,
  savedAssessmentAtom,
  storageStatusAtom,
  type StorageStatus,
} from './assessment-store'
import { INITIAL_SAVING, nextSaving, shouldWrite, type SavingEvent } from './saving-state'

type Store = ReturnType<typeof createStore>

/** How long "saved again" stays on screen after storage works again. */
const SAVED_AGAIN_MS = 6000

/**
 * Saves each change (coalesced per task) and provides the result of a completed session. One write runs at a
 * time, always of the latest state. A refused write (no room, another tab holding the database) leaves the
 * assessment and its result in memory, marked unsaved: they are written again with the next change, when the
 * page is hidden and when MojoMe is left, and the page says when they are safe again.
 */
export function keepSaving(store: Store, isStopped: () => boolean): (leaving: boolean) => void {
  let saving = INITIAL_SAVING
  const dispatch = (event: SavingEvent) => (saving = nextSaving(saving, event))
  let scheduled = false
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
    if (saving.unsavedResult) {
      const { result, workshopId } = saving.unsavedResult
      const kept = await saveResult(result, workshopId)
      if (!kept.ok) return kept
      dispatch({ type: 'result-kept', result })
    }
    const state = store.get(assessmentAtom)
    const atTitle = state.session.currentStep === 'title'
    // A pending Resume offer keeps its saved session until the visitor chooses.
    if (atTitle && store.get(savedAssessmentAtom)) return { ok: true, value: undefined }
    return atTitle ? clearAssessment() : saveAssessment(state)
  }

  async function flush() {
    if (!shouldWrite(saving)) return
    try {
      // A change while writing is written next, by this same loop.
      while (saving.unsaved && saving.mayWrite) {
        dispatch({ type: 'write-started' })
        const outcome = await writeLatest()
        if (!outcome.ok) {
          dispatch({ type: 'write-refused' })
          setStatus(outcome.failure)
          return
        }
        const status = store.get(storageStatusAtom)
        if (status !== 'ready' && status !== 'saved-again' && status !== 'loading') setStatus('saved-again')
      }
    } finally {
      dispatch({ type: 'write-ended' })
    }
  }

  function save() {
    dispatch({ type: 'changed' })
    void flush()
  }

  async function provideResult() {
    const state = store.get(assessmentAtom)
    const uuid = state.session.completed ? state.session.uuid : null
    if (uuid !== saving.resultFor) dispatch({ type: 'result-wanted', uuid: null })
    if (!uuid || saving.resultFor === uuid || store.get(resultAtom)?.uuid === uuid) return
    dispatch({ type: 'result-wanted', uuid })
    // A device that is not storing could keep the lookup waiting (another tab holding the database).
    const storing = store.get(storageStatusAtom) === 'ready' || store.get(storageStatusAtom) === 'saved-again'
    const found = storing ? await findResult(uuid) : null
    if (isStopped() || saving.resultFor !== uuid) return
    const stored = found?.ok ? found.value : null
    const fresh = stored ?? resultOf(state, Date.now(), DECK_VERSION)
    if (!fresh) return
    store.set(resultAtom, fresh)
    if (stored) return
    // In workshop mode the result is kept in the workshop, for its group view.
    dispatch({ type: 'result-made', unsaved: { result: fresh, workshopId: workshopModeId() ?? undefined } })
    void flush()
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
    if (document.visibilityState === 'hidden' && saving.unsaved) void flush()
  }

  onChange()
  const unsubscribes = [store.sub(assessmentAtom, onChange), store.sub(savedAssessmentAtom, onChange)]
  globalThis.document?.addEventListener('visibilitychange', onHidden)
  return (leaving) => {
    unsubscribes.forEach((unsubscribe) => unsubscribe())
    globalThis.document?.removeEventListener('visibilitychange', onHidden)
    clearTimeout(savedAgainTimer)
    dispatch({ type: 'stopped', leaving })
    // Leaving MojoMe: one more try for what is still unsaved.
    if (leaving && saving.unsaved) void flush()
  }
}
