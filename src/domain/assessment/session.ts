/**
 * The assessment as a state machine: every step change, answer, Back and reset is an
 * event, and `transition` is the only way state changes, so the rules live and are tested in one place.
 */
import type { ChoiceCard } from '../../content/assessment/deck'
import type { AssessmentSession, SelectedPower, SwipeSide } from './assessment-types'
import { withoutControls } from '../text/free-text'
import { progressOf } from './progress'
import { computeScores, emptyScores } from './scoring'

export type Round = 'motivation' | 'fear'

/** The shuffled card ids of each round, fixed for a visit so a resumed session shows the same card. */
export interface CardOrder {
  motivation: number[]
  fear: number[]
}

export interface AssessmentState {
  session: AssessmentSession
  cardOrder: CardOrder
}

export type AssessmentEvent =
  | { type: 'start'; now: number; cardOrder: CardOrder }
  | { type: 'answer'; cardId: number; side: SwipeSide }
  | { type: 'undo' }
  | { type: 'advance' }
  | { type: 'submitExpertise'; expertise: string }
  | { type: 'togglePower'; power: SelectedPower }
  | { type: 'generate'; uuid: string }
  | { type: 'back' }
  | { type: 'reset' }

export interface AssessmentRules {
  deck: readonly ChoiceCard[]
  requiredPowers: number
  expertiseMaxLength: number
}

export function initialSession(): AssessmentSession {
  return {
    currentStep: 'title',
    progress: 0,
    startTime: 0,
    motivationResponses: {},
    fearResponses: {},
    expertisePrimary: '',
    expertiseSecondary: '',
    selectedPowers: [],
    scores: emptyScores(),
    uuid: null,
    completed: false,
  }
}

export function initialState(): AssessmentState {
  return { session: initialSession(), cardOrder: { motivation: [], fear: [] } }
}

const responsesKey = { motivation: 'motivationResponses', fear: 'fearResponses' } as const

function answeredCount(state: AssessmentState, round: Round): number {
  return Object.keys(state.session[responsesKey[round]]).length
}

/** The id of the card the visitor is on in a round, or null once every card is answered. */
export function currentCardId(state: AssessmentState, round: Round): number | null {
  return state.cardOrder[round][answeredCount(state, round)] ?? null
}

/** The ids of up to `count` cards after the current one, in the order they will come (the stack behind it). */
export function upcomingCardIds(state: AssessmentState, round: Round, count: number): number[] {
  const next = answeredCount(state, round) + 1
  return state.cardOrder[round].slice(next, next + count)
}

/** 1-based position of the current card, for "Card X of N". */
export function cardPosition(state: AssessmentState, round: Round): { index: number; total: number } {
  const total = state.cardOrder[round].length
  return { index: Math.min(answeredCount(state, round) + 1, total), total }
}

export function isRoundComplete(state: AssessmentState, round: Round): boolean {
  const total = state.cardOrder[round].length
  return total > 0 && answeredCount(state, round) >= total
}

/** Whether a saved assessment is one to take up again: begun and not yet finished (a finished one is in /result). */
export function isUnfinished(state: AssessmentState): boolean {
  return state.session.currentStep !== 'title' && !state.session.completed
}

function withSession(state: AssessmentState, changes: Partial<AssessmentSession>): AssessmentState {
  return { ...state, session: { ...state.session, ...changes } }
}

function applyEvent(state: AssessmentState, event: AssessmentEvent, rules: AssessmentRules): AssessmentState {
  const { session } = state
  const step = session.currentStep
  switch (event.type) {
    case 'start':
      return {
        session: { ...initialSession(), currentStep: 'motivation', startTime: event.now },
        cardOrder: event.cardOrder,
      }
    case 'answer': {
      if (step !== 'motivation' && step !== 'fear') return state
      if (currentCardId(state, step) !== event.cardId) return state
      const key = responsesKey[step]
      return withSession(state, { [key]: { ...session[key], [event.cardId]: event.side } })
    }
    case 'undo': {
      if (step !== 'motivation' && step !== 'fear') return state
      const answered = answeredCount(state, step)
      const lastId = state.cardOrder[step][answered - 1]
      if (lastId === undefined) return state
      const key = responsesKey[step]
      const rest = Object.fromEntries(Object.entries(session[key]).filter(([id]) => Number(id) !== lastId))
      return withSession(state, { [key]: rest })
    }
    case 'advance':
      if (step === 'motivation' && isRoundComplete(state, 'motivation'))
        return withSession(state, { currentStep: 'fear', fearResponses: {} })
      if (step === 'fear' && isRoundComplete(state, 'fear'))
        return withSession(state, { currentStep: 'knowledge' })
      return state
    case 'submitExpertise': {
      const expertise = withoutControls(event.expertise).trim().slice(0, rules.expertiseMaxLength).trim()
      if (step !== 'knowledge' || !expertise) return state
      return withSession(state, { currentStep: 'superpowers', expertisePrimary: expertise })
    }
    case 'togglePower': {
      if (step !== 'superpowers') return state
      const chosen = session.selectedPowers.some((power) => power.id === event.power.id)
      if (chosen)
        return withSession(state, {
          selectedPowers: session.selectedPowers.filter((power) => power.id !== event.power.id),
        })
      if (session.selectedPowers.length >= rules.requiredPowers) return state
      return withSession(state, { selectedPowers: [...session.selectedPowers, event.power] })
    }
    case 'generate':
      if (step !== 'superpowers' || session.selectedPowers.length !== rules.requiredPowers) return state
      return withSession(state, {
        currentStep: 'results',
        scores: computeScores(rules.deck, session.motivationResponses, session.fearResponses),
        uuid: event.uuid,
        completed: true,
      })
    case 'back':
      // Re-entering a round restarts it from its first card.
      if (step === 'motivation') return withSession(state, { currentStep: 'title', motivationResponses: {} })
      if (step === 'fear') return withSession(state, { currentStep: 'motivation', motivationResponses: {} })
      if (step === 'knowledge') return withSession(state, { currentStep: 'fear', fearResponses: {} })
      if (step === 'superpowers') return withSession(state, { currentStep: 'knowledge' })
      return state
    case 'reset':
      return initialState()
  }
}

/** Applies one event and keeps `progress` in step with the result. */
export function transition(
  state: AssessmentState,
  event: AssessmentEvent,
  rules: AssessmentRules,
): AssessmentState {
  const next = applyEvent(state, event, rules)
  if (next === state) return state
  const progress = progressOf(next.session, {
    motivation: next.cardOrder.motivation.length,
    fear: next.cardOrder.fear.length,
    powers: rules.requiredPowers,
  })
  return withSession(next, { progress })
}
