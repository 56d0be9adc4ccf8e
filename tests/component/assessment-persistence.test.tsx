import { Provider } from 'jotai'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { getAppDatabase } from '../../src/db/database'
import { findResult, loadAssessment, saveAssessment } from '../../src/db/device-data'
import { writesSettled } from '../../src/db/pending-writes'
import { currentCardId } from '../../src/domain/assessment/session'
import { persistAssessment, type Arrival } from '../../src/features/assessment/assessment-persistence'
import {
  assessmentAtom,
  resultAtom,
  savedAssessmentAtom,
  storageStatusAtom,
  useAssessment,
} from '../../src/features/assessment/assessment-store'
import { deleteAppDatabase } from './support/app-database'
import { EXPERTISE, RESULT_UUID, started, takenTo } from './support/assessment-states'
import type { Store } from './support/mojo-me-router'

/**
 * The assessment's persistence (store.sub on the app store, saving through device-data.ts) in Chromium, with
 * the browser's own IndexedDB: what survives a reload, what a plain visit offers, and the storage status the
 * page is given when the browser will not store. Each test starts on a device with nothing stored.
 */
const running: (() => void)[] = []

/** Arrives on MojoMe with `store`, as the page does, and waits until storage has answered. */
async function arrive(store: Store, arrival: Arrival) {
  running.push(persistAssessment(store, arrival))
  await expect.poll(() => store.get(storageStatusAtom)).not.toBe('loading')
}

/** The page's own way to change the assessment: the useAssessment hook, inside the store's Provider. */
function renderAssessmentIn(store: Store) {
  return renderHook(() => useAssessment(), {
    wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
  })
}

async function stored() {
  const outcome = await loadAssessment()
  return outcome.ok ? outcome.value : outcome.failure
}

/** A reload: the page's persistence stops, and a new page starts with a new store. */
function leavePage() {
  running.splice(0).forEach((stop) => stop())
}

afterEach(async () => {
  leavePage()
  vi.restoreAllMocks()
  await deleteAppDatabase()
})

describe('assessment persistence in a real browser', () => {
  it('saves an answer dispatched on the page, and a reload into its step resumes on the next card', async () => {
    const store = createStore()
    await arrive(store, { startRequested: true })
    expect(store.get(storageStatusAtom)).toBe('ready')
    const { result, act } = await renderAssessmentIn(store)
    const firstCard = currentCardId(result.current.state, 'motivation')!
    await act(() => result.current.dispatch({ type: 'answer', cardId: firstCard, side: 'right' }))
    const answered = store.get(assessmentAtom)
    expect(answered.session.motivationResponses).toEqual({ [firstCard]: 'right' })
    await expect.poll(stored).toEqual(answered)

    leavePage()
    const reloaded = createStore()
    await arrive(reloaded, { step: 'motivation', startRequested: false })
    expect(reloaded.get(assessmentAtom)).toEqual(answered)
    expect(currentCardId(reloaded.get(assessmentAtom), 'motivation')).toBe(answered.cardOrder.motivation[1])
  })

  it('offers an unfinished assessment on a plain visit without losing it, and Resume carries on saving', async () => {
    const saved = started(3)
    await saveAssessment(saved)
    const store = createStore()
    await arrive(store, { startRequested: false })
    expect(store.get(savedAssessmentAtom)).toEqual(saved)
    expect(store.get(assessmentAtom).session.currentStep).toBe('title')
    // The title on screen is not saved over the offer while the visitor decides.
    await writesSettled()
    expect(await stored()).toEqual(saved)

    const { result, act } = await renderAssessmentIn(store)
    await act(() => result.current.resumeSaved())
    expect(store.get(assessmentAtom)).toEqual(saved)
    expect(store.get(savedAssessmentAtom)).toBeNull()
    const next = currentCardId(saved, 'motivation')!
    await act(() => result.current.dispatch({ type: 'answer', cardId: next, side: 'left' }))
    expect(Object.keys(store.get(assessmentAtom).session.motivationResponses)).toHaveLength(4)
    await expect.poll(stored).toEqual(store.get(assessmentAtom))
  })

  it('keeps a finished assessment’s result, finds the same one on a later visit, and keeps it after Start over', async () => {
    const store = createStore()
    await arrive(store, { step: 'superpowers', startRequested: false })
    const { result, act } = await renderAssessmentIn(store)
    await act(() => store.set(assessmentAtom, takenTo('superpowers')))
    await act(() => result.current.dispatch({ type: 'generate', uuid: RESULT_UUID }))
    await expect.poll(() => store.get(resultAtom)?.uuid).toBe(RESULT_UUID)
    const card = store.get(resultAtom)!
    expect(card.expertise).toBe(EXPERTISE)
    await expect.poll(() => findResult(RESULT_UUID)).toEqual({ ok: true, value: card })

    leavePage()
    const later = createStore()
    await arrive(later, { step: 'results', startRequested: false })
    await expect.poll(() => later.get(resultAtom)).toEqual(card)

    const again = await renderAssessmentIn(later)
    await again.act(() => again.result.current.startOver())
    expect(later.get(resultAtom)).toBeNull()
    await expect.poll(stored).toBeNull()
    expect(await findResult(RESULT_UUID)).toEqual({ ok: true, value: card })
  })

  it('reports a save the browser refuses for lack of room as "quota", and the assessment carries on', async () => {
    const store = createStore()
    await arrive(store, { startRequested: true })
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Dexie also traces failed operations on localhost; the app's report is the one this test is about.
    vi.spyOn(console, 'trace').mockImplementation(() => {})
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const { result, act } = await renderAssessmentIn(store)
    const card = currentCardId(result.current.state, 'motivation')!
    await act(() => result.current.dispatch({ type: 'answer', cardId: card, side: 'left' }))
    await expect.poll(() => store.get(storageStatusAtom)).toBe('quota')
    expect(report).toHaveBeenCalled()
    expect(store.get(assessmentAtom).session.motivationResponses).toEqual({ [card]: 'left' })
  })

  it('reports a browser that will not open IndexedDB as "unavailable" and offers nothing', async () => {
    await saveAssessment(started(2))
    getAppDatabase().close() // as on a new page load, storage has to be opened again
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError')
    })
    const store = createStore()
    await arrive(store, { startRequested: false })
    expect(store.get(storageStatusAtom)).toBe('unavailable')
    expect(store.get(savedAssessmentAtom)).toBeNull()
  })
})
