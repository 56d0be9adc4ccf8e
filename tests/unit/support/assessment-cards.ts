/**
 * Share-link cards as MojoMe makes them, for property tests: an assessment run through the real state machine
 * (every card answered left or right, an expertise typed, three powers picked, Generate pressed), and the card
 * its result carries in a link. Times are whole seconds, as a link carries them.
 */
import fc from 'fast-check'
import { DECK_VERSION, fearCards, motivationCards } from '../../../src/content/assessment/deck'
import { superPowers } from '../../../src/content/assessment/powers'
import type { AssessmentResult, SwipeSide } from '../../../src/domain/assessment/assessment-types'
import { resultOf } from '../../../src/domain/assessment/result'
import { initialState, transition, type AssessmentEvent } from '../../../src/domain/assessment/session'
import type { SharedCard } from '../../../src/domain/card/share-link'
import { assessmentRules } from '../../../src/features/assessment/rules'

/** The moment the tests take as "now": a card is made at or before it. */
export const NOW = Date.UTC(2026, 10, 22, 9, 30, 0)

export interface AssessmentRun {
  motivationSides: SwipeSide[]
  fearSides: SwipeSide[]
  /** What the visitor typed (or pasted) as their expertise. */
  typed: string
  powerIndices: number[]
  durationSeconds: number
  /** Seconds before NOW that Generate was pressed. */
  secondsAgo: number
}

const side = fc.constantFrom<SwipeSide>('left', 'right')

/** Text a visitor might type or paste: letters, spaces, accents, emoji, and now and then a control. */
const typedText = fc.string({
  unit: fc.oneof(
    { weight: 8, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.constant(' ') },
    { weight: 1, arbitrary: fc.constantFrom('\t', '\n', '\u0000', '\u202e', '\u2066', '\u200f', '\u0085') },
  ),
  minLength: 1,
  maxLength: 120,
})

export const assessmentRunArbitrary: fc.Arbitrary<AssessmentRun> = fc.record({
  motivationSides: fc.array(side, { minLength: motivationCards.length, maxLength: motivationCards.length }),
  fearSides: fc.array(side, { minLength: fearCards.length, maxLength: fearCards.length }),
  typed: typedText,
  powerIndices: fc.uniqueArray(fc.nat({ max: superPowers.length - 1 }), { minLength: 3, maxLength: 3 }),
  durationSeconds: fc.integer({ min: 1, max: 7 * 24 * 3600 }),
  secondsAgo: fc.integer({ min: 0, max: 2 * 365 * 24 * 3600 }),
})

/** The result an assessment run ends with, or null when its expertise is left empty (it cannot finish). */
export function runAssessment(run: AssessmentRun, uuid = crypto.randomUUID()): AssessmentResult | null {
  const generatedAt = NOW - run.secondsAgo * 1000
  const startedAt = generatedAt - run.durationSeconds * 1000
  const answers = (cards: typeof motivationCards, sides: SwipeSide[]): AssessmentEvent[] =>
    cards.map((card, index) => ({ type: 'answer', cardId: card.id, side: sides[index]! }))
  const events: AssessmentEvent[] = [
    {
      type: 'start',
      now: startedAt,
      cardOrder: { motivation: motivationCards.map(({ id }) => id), fear: fearCards.map(({ id }) => id) },
    },
    ...answers(motivationCards, run.motivationSides),
    { type: 'advance' },
    ...answers(fearCards, run.fearSides),
    { type: 'advance' },
    { type: 'submitExpertise', expertise: run.typed },
    ...run.powerIndices.map((index): AssessmentEvent => {
      const { id, name } = superPowers[index]!
      return { type: 'togglePower', power: { id, name } }
    }),
    { type: 'generate', uuid },
  ]
  const state = events.reduce((current, event) => transition(current, event, assessmentRules), initialState())
  return resultOf(state, generatedAt, DECK_VERSION)
}

/** The card a link carries for an assessment run, or null when the run cannot finish. */
export function cardOf(run: AssessmentRun): SharedCard | null {
  const result = runAssessment(run)
  if (!result) return null
  const card: SharedCard & { uuid?: string } = { ...result }
  delete card.uuid
  return card
}

/** Cards of finished assessments. */
export const assessmentCardArbitrary: fc.Arbitrary<SharedCard> = assessmentRunArbitrary
  .map(cardOf)
  .filter((card): card is SharedCard => card !== null)
