import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialState, transition } from '../../src/domain/assessment/session'
import { assessmentRules } from '../../src/features/assessment/rules'
import { freshDoor } from './support/fresh-door'

const loadSessions = () => import('../../src/db/door/sessions')

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the assessment in progress', () => {
  it('is read back as saved, and is gone once cleared', async () => {
    const { door, db } = await freshDoor(loadSessions)
    const cardOrder = { motivation: [2, 1], fear: [19] }
    const started = transition(initialState(), { type: 'start', now: 1_000, cardOrder }, assessmentRules)

    expect(await door.loadAssessment()).toEqual({ ok: true, value: null })
    expect(await door.saveAssessment(started)).toEqual({ ok: true, value: undefined })
    expect(await door.loadAssessment()).toEqual({ ok: true, value: started })
    await door.clearAssessment()
    expect(await door.loadAssessment()).toEqual({ ok: true, value: null })
    await db.delete()
  })

  it('resolves to "unavailable" without IndexedDB', async () => {
    const { door } = await freshDoor(loadSessions, 'unavailable')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await door.loadAssessment()).toEqual({ ok: false, failure: 'unavailable' })
  })
})
