/** Assessments at a given point, built through the domain's own transitions, as a visitor would get there. */
import { superPowers } from '../../../src/content/assessment/powers'
import {
  currentCardId,
  initialState,
  transition,
  type AssessmentEvent,
  type AssessmentState,
} from '../../../src/domain/assessment/session'
import { assessmentRules } from '../../../src/features/assessment/rules'
import { startEvent } from '../../../src/features/assessment/start-event'

export const RESULT_UUID = '3f0c1a2b-8b4d-4e2a-9c71-3f5e2d8a1b00'
export const EXPERTISE = 'Urban Planning'

const run = (state: AssessmentState, event: AssessmentEvent) => transition(state, event, assessmentRules)

/** A new assessment with its first `answers` motivation cards answered (left). */
export function started(answers = 0): AssessmentState {
  let state = run(initialState(), startEvent())
  for (let count = 0; count < answers; count++)
    state = run(state, { type: 'answer', cardId: currentCardId(state, 'motivation')!, side: 'left' })
  return state
}

/** An assessment taken to the start of the fear round, or through to its results. */
export function takenTo(until: 'fear' | 'superpowers' | 'results'): AssessmentState {
  let state = run(initialState(), startEvent())
  for (const round of ['motivation', 'fear'] as const) {
    if (round === until) return state
    for (let id = currentCardId(state, round); id !== null; id = currentCardId(state, round))
      state = run(state, { type: 'answer', cardId: id, side: 'left' })
    state = run(state, { type: 'advance' })
  }
  state = run(state, { type: 'submitExpertise', expertise: EXPERTISE })
  for (const { id, name } of superPowers.slice(0, 3))
    state = run(state, { type: 'togglePower', power: { id, name } })
  if (until === 'superpowers') return state
  return run(state, { type: 'generate', uuid: RESULT_UUID })
}
