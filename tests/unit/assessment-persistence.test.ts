import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import type { AssessmentState } from '../../src/domain/assessment/session'
import { stubBrowserStorage } from './support/fake-storage'

/**
 * The assessment's persistence against a real store and IndexedDB (fake-indexeddb): what a visitor would see
 * after a reload, a fresh start, a finished assessment, or on a device that will not store anything.
 */
let appDb: { delete(): Promise<void> } | undefined

async function freshApp(storage: 'available' | 'unavailable') {
  vi.resetModules()
  // The persistence waits for an idle moment on a plain visit; Node has no window, so it times out at once.
  vi.stubGlobal('window', globalThis)
  vi.stubGlobal('navigator', {})
  stubBrowserStorage(storage)
  const persistence = await import('../../src/features/assessment/assessment-persistence')
  const atoms = await import('../../src/features/assessment/assessment-store')
  const storageModule = await import('../../src/db/device-data')
  const { writesSettled } = await import('../../src/db/pending-writes')
  const session = await import('../../src/domain/assessment/session')
  const { assessmentRules } = await import('../../src/features/assessment/rules')
  const { startEvent } = await import('../../src/features/assessment/start-event')
  const { getAppDatabase } = await import('../../src/db/database')
  if (storage === 'available') appDb = getAppDatabase()
  const store = createStore()
  const run = (state: AssessmentState, event: Parameters<typeof session.transition>[1]) =>
    session.transition(state, event, assessmentRules)

  /** An assessment taken to `until`, every card answered left. */
  function takenTo(until: 'fear' | 'results'): AssessmentState {
    let state = run(session.initialState(), startEvent())
    for (const round of ['motivation', 'fear'] as const) {
      if (round === until) return state
      for (
        let id = session.currentCardId(state, round);
        id !== null;
        id = session.currentCardId(state, round)
      )
        state = run(state, { type: 'answer', cardId: id, side: 'left' })
      state = run(state, { type: 'advance' })
    }
    state = run(state, { type: 'submitExpertise', expertise: 'Urban Planning' })
    for (const { id, name } of superPowers.slice(0, 3))
      state = run(state, { type: 'togglePower', power: { id, name } })
    return run(state, { type: 'generate', uuid: '3f0c1a2b-8b4d-4e2a-9c71-3f5e2d8a1b00' })
  }

  return { store, atoms, storage: storageModule, persistence, takenTo, writesSettled }
}

afterEach(async () => {
  await appDb?.delete()
  appDb = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('assessment persistence', () => {
  it('a reload into a step restores the saved assessment there, and later changes are saved', async () => {
    const { store, atoms, storage, persistence, takenTo } = await freshApp('available')
    const saved = takenTo('fear')
    await storage.saveAssessment(saved)

    const stop = persistence.persistAssessment(store, { step: 'fear', startRequested: false })
    await vi.waitFor(() => expect(store.get(atoms.storageStatusAtom)).toBe('ready'))
    expect(store.get(atoms.assessmentAtom)).toEqual(saved)
    expect(store.get(atoms.savedAssessmentAtom)).toBeNull()

    store.set(atoms.assessmentAtom, takenTo('results'))
    await vi.waitFor(async () =>
      expect(await storage.loadAssessment()).toMatchObject({
        ok: true,
        value: { session: { currentStep: 'results' } },
      }),
    )
    stop()
  })

  it('a plain visit offers the unfinished assessment on the title and keeps it stored until the visitor chooses', async () => {
    const { store, atoms, storage, persistence, takenTo, writesSettled } = await freshApp('available')
    const saved = takenTo('fear')
    await storage.saveAssessment(saved)

    const stop = persistence.persistAssessment(store, { startRequested: false })
    await vi.waitFor(() => expect(store.get(atoms.savedAssessmentAtom)).toEqual(saved))
    expect(store.get(atoms.assessmentAtom).session.currentStep).toBe('title')
    await writesSettled()
    expect(await storage.loadAssessment()).toEqual({ ok: true, value: saved })

    store.set(atoms.startFreshAtom)
    await vi.waitFor(async () => {
      const outcome = await storage.loadAssessment()
      expect(outcome).toMatchObject({
        ok: true,
        value: { session: { currentStep: 'motivation', motivationResponses: {} } },
      })
    })
    expect(store.get(atoms.savedAssessmentAtom)).toBeNull()
    stop()
  })

  it('a plain visit after a finished assessment offers nothing to resume: the result is in /result', async () => {
    const { store, atoms, storage, persistence, takenTo } = await freshApp('available')
    await storage.saveAssessment(takenTo('results'))

    const stop = persistence.persistAssessment(store, { startRequested: false })
    await vi.waitFor(() => expect(store.get(atoms.storageStatusAtom)).toBe('ready'))
    expect(store.get(atoms.savedAssessmentAtom)).toBeNull()
    expect(store.get(atoms.assessmentAtom).session.currentStep).toBe('title')
    stop()
  })

  it('a start asked for by the address begins a new assessment over a saved one', async () => {
    const { store, atoms, storage, persistence, takenTo } = await freshApp('available')
    await storage.saveAssessment(takenTo('fear'))
    const stop = persistence.persistAssessment(store, { startRequested: true })
    await vi.waitFor(() => expect(store.get(atoms.storageStatusAtom)).toBe('ready'))
    expect(store.get(atoms.assessmentAtom).session.currentStep).toBe('motivation')
    expect(store.get(atoms.savedAssessmentAtom)).toBeNull()
    stop()
  })

  it('a completed session gets its result, stored once and found again after a reload', async () => {
    const first = await freshApp('available')
    const done = first.takenTo('results')
    const stop = first.persistence.persistAssessment(first.store, { step: 'results', startRequested: false })
    await vi.waitFor(() => expect(first.store.get(first.atoms.storageStatusAtom)).toBe('ready'))
    first.store.set(first.atoms.assessmentAtom, done)
    await vi.waitFor(() => expect(first.store.get(first.atoms.resultAtom)?.uuid).toBe(done.session.uuid))
    const result = first.store.get(first.atoms.resultAtom)
    expect(result?.expertise).toBe('Urban Planning')
    await vi.waitFor(async () =>
      expect(await first.storage.findResult(done.session.uuid!)).toEqual({ ok: true, value: result }),
    )
    stop()

    // A later visit finds the same result (same creation time), instead of making a new one.
    const again = createStore()
    const stopAgain = first.persistence.persistAssessment(again, { step: 'results', startRequested: false })
    await vi.waitFor(() => expect(again.get(first.atoms.resultAtom)).toEqual(result))
    stopAgain()
  })

  it('without storage: the visitor is told, and a completed session still gets its result', async () => {
    const { store, atoms, persistence, takenTo } = await freshApp('unavailable')
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stop = persistence.persistAssessment(store, { step: 'fear', startRequested: false })
    await vi.waitFor(() => expect(store.get(atoms.storageStatusAtom)).toBe('unavailable'))
    const done = takenTo('results')
    store.set(atoms.assessmentAtom, done)
    await vi.waitFor(() => expect(store.get(atoms.resultAtom)?.uuid).toBe(done.session.uuid))
    expect(report).toHaveBeenCalled()
    stop()
  })

  it('stopped before storage answers, it changes nothing', async () => {
    const { store, atoms, storage, persistence, takenTo, writesSettled } = await freshApp('available')
    await storage.saveAssessment(takenTo('fear'))
    persistence.persistAssessment(store, { step: 'fear', startRequested: false })()
    await writesSettled()
    expect(store.get(atoms.storageStatusAtom)).toBe('loading')
    expect(store.get(atoms.assessmentAtom).session.currentStep).toBe('title')
  })
})
