import { Provider } from 'jotai'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { DECK_VERSION } from '../../src/content/assessment/deck'
import { resultOf } from '../../src/domain/assessment/result'
import { currentCardId } from '../../src/domain/assessment/session'
import {
  assessmentAtom,
  resultAtom,
  savedAssessmentAtom,
  useAssessment,
} from '../../src/features/assessment/assessment-store'
import { started, takenTo } from './support/assessment-states'

/** useAssessment against a store of the test's own: the state it hands out and what each action does to it. */
function renderAssessment() {
  const store = createStore()
  const rendered = renderHook(() => useAssessment(), {
    wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
  })
  return rendered.then((hook) => ({ store, ...hook }))
}

describe('useAssessment', () => {
  it('re-renders with each change, from an action or from code outside React, and keeps the same dispatch', async () => {
    const { store, result, act } = await renderAssessment()
    const { dispatch } = result.current
    await act(() => result.current.startFresh())
    expect(result.current.state.session.currentStep).toBe('motivation')
    const card = currentCardId(result.current.state, 'motivation')!
    await act(() => result.current.dispatch({ type: 'answer', cardId: card, side: 'right' }))
    expect(result.current.state.session.motivationResponses).toEqual({ [card]: 'right' })

    // The persistence and other non-React code write through the same store.
    await act(() => store.set(assessmentAtom, takenTo('fear')))
    expect(result.current.state.session.currentStep).toBe('fear')
    expect(result.current.dispatch).toBe(dispatch)
  })

  it('starts afresh over an offered session, or resumes it, and Start over drops the session and its result', async () => {
    const { store, result, act } = await renderAssessment()
    const offered = started(5)
    store.set(savedAssessmentAtom, offered)
    await act(() => result.current.startFresh())
    expect(store.get(savedAssessmentAtom)).toBeNull()
    expect(result.current.state.session.motivationResponses).toEqual({})

    store.set(savedAssessmentAtom, offered)
    await act(() => result.current.resumeSaved())
    expect(result.current.state).toEqual(offered)
    expect(store.get(savedAssessmentAtom)).toBeNull()

    const finished = takenTo('results')
    await act(() => store.set(assessmentAtom, finished))
    store.set(resultAtom, resultOf(finished, Date.now(), DECK_VERSION))
    expect(store.get(resultAtom)).not.toBeNull()
    await act(() => result.current.startOver())
    expect(result.current.state.session.currentStep).toBe('title')
    expect(store.get(resultAtom)).toBeNull()
  })
})
