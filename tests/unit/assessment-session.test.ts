import { describe, expect, it } from 'vitest'
import {
  deck,
  FEAR_CARD_COUNT,
  fearCards,
  MOTIVATION_CARD_COUNT,
  motivationCards,
} from '../../src/content/assessment/deck'
import { EXPERTISE_MAX_LENGTH } from '../../src/content/assessment/expertise'
import { REQUIRED_POWER_COUNT, superPowers } from '../../src/content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../src/content/assessment/scores'
import type { Responses, SelectedPower, SwipeSide } from '../../src/domain/assessment/assessment-types'
import { PROGRESS } from '../../src/domain/assessment/progress'
import {
  computeScores,
  emptyScores,
  rankedMotivations,
  SCORE_CAP,
  SCORE_DIVISOR,
} from '../../src/domain/assessment/scoring'
import {
  cardPosition,
  currentCardId,
  initialSession,
  initialState,
  isRoundComplete,
  transition,
  upcomingCardIds,
  type AssessmentEvent,
  type AssessmentRules,
  type AssessmentState,
  type CardOrder,
  type Round,
} from '../../src/domain/assessment/session'
import { shuffled } from '../../src/domain/assessment/shuffle'
import { seededRandom } from './support/seeded-random'

const rules: AssessmentRules = {
  deck,
  requiredPowers: REQUIRED_POWER_COUNT,
  expertiseMaxLength: EXPERTISE_MAX_LENGTH,
}

const START_TIME = 1_700_000_000_000
const UUID = '0b6f5c1e-7d2a-4c3b-9e8f-1a2b3c4d5e6f'
const EXPERTISE = 'Climate Change'

const random = seededRandom(42)
const cardOrder: CardOrder = {
  motivation: shuffled(
    motivationCards.map((card) => card.id),
    random,
  ),
  fear: shuffled(
    fearCards.map((card) => card.id),
    random,
  ),
}

const powers: SelectedPower[] = superPowers.map(({ id, name }) => ({ id, name }))
const [power1, power2, power3, power4] = powers as [
  SelectedPower,
  SelectedPower,
  SelectedPower,
  SelectedPower,
]

const motivationStep = (PROGRESS.fearStart - PROGRESS.motivationStart) / MOTIVATION_CARD_COUNT
const fearStep = (PROGRESS.knowledge - PROGRESS.fearStart) / FEAR_CARD_COUNT
const powerStep = (PROGRESS.superpowersDone - PROGRESS.superpowersStart) / REQUIRED_POWER_COUNT

function run(state: AssessmentState, ...events: AssessmentEvent[]): AssessmentState {
  return events.reduce((current, event) => transition(current, event, rules), state)
}

function started(order: CardOrder = cardOrder): AssessmentState {
  return run(initialState(), { type: 'start', now: START_TIME, cardOrder: order })
}

/** Answers the next `count` cards of the current round, choosing the side `pick` gives for each card id. */
function answer(
  state: AssessmentState,
  round: Round,
  count: number,
  pick: (id: number) => SwipeSide = () => 'left',
): AssessmentState {
  let current = state
  for (let index = 0; index < count; index++) {
    const cardId = currentCardId(current, round)
    if (cardId === null) throw new Error(`no card left in the ${round} round`)
    current = transition(current, { type: 'answer', cardId, side: pick(cardId) }, rules)
  }
  return current
}

function atFear(pick?: (id: number) => SwipeSide): AssessmentState {
  return run(answer(started(), 'motivation', MOTIVATION_CARD_COUNT, pick), { type: 'advance' })
}

function atKnowledge(pick?: (id: number) => SwipeSide): AssessmentState {
  return run(answer(atFear(pick), 'fear', FEAR_CARD_COUNT, pick), { type: 'advance' })
}

function atSuperpowers(pick?: (id: number) => SwipeSide): AssessmentState {
  return run(atKnowledge(pick), { type: 'submitExpertise', expertise: EXPERTISE })
}

function withThreePowers(pick?: (id: number) => SwipeSide): AssessmentState {
  return run(
    atSuperpowers(pick),
    { type: 'togglePower', power: power1 },
    { type: 'togglePower', power: power2 },
    { type: 'togglePower', power: power3 },
  )
}

function atResults(pick?: (id: number) => SwipeSide): AssessmentState {
  return run(withThreePowers(pick), { type: 'generate', uuid: UUID })
}

/** Freezes a state all the way down, so any mutation by `transition` throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

describe('initialSession and initialState', () => {
  it('start on the title with nothing recorded', () => {
    expect(initialSession()).toEqual({
      currentStep: 'title',
      progress: PROGRESS.title,
      startTime: 0,
      motivationResponses: {},
      fearResponses: {},
      expertisePrimary: '',
      expertiseSecondary: '',
      selectedPowers: [],
      scores: emptyScores(),
      uuid: null,
      completed: false,
    })
    expect(initialState()).toEqual({ session: initialSession(), cardOrder: { motivation: [], fear: [] } })
  })

  it('give zero for all ten scores', () => {
    expect(Object.keys(initialSession().scores).sort()).toEqual([...MOTIVATION_KEYS, ...FEAR_KEYS].sort())
    expect(Object.values(initialSession().scores).every((score) => score === 0)).toBe(true)
  })

  it('return fresh objects each time', () => {
    const first = initialState()
    first.session.motivationResponses[1] = 'left'
    first.cardOrder.motivation.push(1)
    expect(initialState()).toEqual({ session: initialSession(), cardOrder: { motivation: [], fear: [] } })
  })

  it('have no round to answer yet', () => {
    const state = initialState()
    for (const round of ['motivation', 'fear'] as const) {
      expect(currentCardId(state, round)).toBeNull()
      expect(isRoundComplete(state, round)).toBe(false)
      expect(cardPosition(state, round)).toEqual({ index: 0, total: 0 })
    }
  })
})

describe('start', () => {
  const state = started()

  it('goes to the motivation round at progress 4 with the start time and no answers', () => {
    expect(state.session).toEqual({
      ...initialSession(),
      currentStep: 'motivation',
      progress: PROGRESS.motivationStart,
      startTime: START_TIME,
    })
  })

  it('keeps the card order it was given', () => {
    expect(state.cardOrder).toEqual(cardOrder)
    expect(currentCardId(state, 'motivation')).toBe(cardOrder.motivation[0])
    expect(cardPosition(state, 'motivation')).toEqual({ index: 1, total: MOTIVATION_CARD_COUNT })
  })

  it('uses a real shuffle of the round cards as its fixture', () => {
    expect([...cardOrder.motivation].sort((a, b) => a - b)).toEqual(motivationCards.map((card) => card.id))
    expect([...cardOrder.fear].sort((a, b) => a - b)).toEqual(fearCards.map((card) => card.id))
    expect(cardOrder.motivation).not.toEqual(motivationCards.map((card) => card.id))
  })

  it('starts over from scratch when pressed again mid-run', () => {
    const later = START_TIME + 60_000
    const order: CardOrder = {
      motivation: motivationCards.map((card) => card.id),
      fear: fearCards.map((card) => card.id),
    }
    const again = run(atSuperpowers(), { type: 'start', now: later, cardOrder: order })
    expect(again.session).toEqual({
      ...initialSession(),
      currentStep: 'motivation',
      progress: PROGRESS.motivationStart,
      startTime: later,
    })
    expect(again.cardOrder).toEqual(order)
  })
})

describe('upcomingCardIds', () => {
  it('gives the cards after the current one, in round order, as the round goes on', () => {
    const [, second, third, fourth] = cardOrder.motivation as [number, number, number, number]
    expect(upcomingCardIds(started(), 'motivation', 2)).toEqual([second, third])
    expect(upcomingCardIds(answer(started(), 'motivation', 1), 'motivation', 2)).toEqual([third, fourth])
  })

  it('runs out with the round: fewer near its end, none on its last card or once it is complete', () => {
    const last = cardOrder.motivation[MOTIVATION_CARD_COUNT - 1]
    const state = answer(started(), 'motivation', MOTIVATION_CARD_COUNT - 2)
    expect(upcomingCardIds(state, 'motivation', 2)).toEqual([last])
    expect(upcomingCardIds(answer(state, 'motivation', 1), 'motivation', 2)).toEqual([])
    expect(upcomingCardIds(answer(state, 'motivation', 2), 'motivation', 2)).toEqual([])
  })

  it('has nothing before the assessment has begun', () => {
    expect(upcomingCardIds(initialState(), 'motivation', 2)).toEqual([])
  })
})

describe('answer', () => {
  it('records the side for the current card and moves to the next card', () => {
    const state = started()
    const [first, second] = cardOrder.motivation as [number, number]
    const next = transition(state, { type: 'answer', cardId: first, side: 'right' }, rules)
    expect(next.session.motivationResponses).toEqual({ [first]: 'right' })
    expect(next.session.fearResponses).toEqual({})
    expect(currentCardId(next, 'motivation')).toBe(second)
    expect(cardPosition(next, 'motivation')).toEqual({ index: 2, total: MOTIVATION_CARD_COUNT })
  })

  it.each([
    ['the card just answered (stale)', cardOrder.motivation[0]],
    ['a card further down the order', cardOrder.motivation[5]],
    ['a fear card', cardOrder.fear[0]],
    ['an id outside the deck', 999],
    ['id 0', 0],
  ])('ignores %s', (_label, cardId) => {
    const state = answer(started(), 'motivation', 1)
    expect(transition(state, { type: 'answer', cardId: cardId ?? -1, side: 'left' }, rules)).toBe(state)
  })

  it('ignores a motivation card during the fear round', () => {
    const state = atFear()
    const cardId = cardOrder.motivation[0] ?? 0
    expect(transition(state, { type: 'answer', cardId, side: 'left' }, rules)).toBe(state)
  })

  it('ignores any answer once the round is complete', () => {
    const state = answer(started(), 'motivation', MOTIVATION_CARD_COUNT)
    expect(currentCardId(state, 'motivation')).toBeNull()
    for (const cardId of [...cardOrder.motivation, ...cardOrder.fear]) {
      expect(transition(state, { type: 'answer', cardId, side: 'right' }, rules)).toBe(state)
    }
  })

  it.each([
    ['title', () => initialState()],
    ['knowledge', () => atKnowledge()],
    ['superpowers', () => atSuperpowers()],
    ['results', () => atResults()],
  ])('is ignored on the %s step', (_step, build) => {
    const state = build()
    for (const cardId of [...cardOrder.motivation.slice(0, 1), ...cardOrder.fear.slice(0, 1)]) {
      expect(transition(state, { type: 'answer', cardId, side: 'left' }, rules)).toBe(state)
    }
  })

  it('records the fear round in fearResponses only', () => {
    const fear = atFear()
    const next = answer(fear, 'fear', 1, () => 'right')
    expect(next.session.fearResponses).toEqual({ [cardOrder.fear[0] ?? 0]: 'right' })
    expect(next.session.motivationResponses).toEqual(fear.session.motivationResponses)
  })
})

describe('progress while answering', () => {
  const motivationAnswers = Array.from({ length: MOTIVATION_CARD_COUNT }, (_, index) => index + 1)
  const fearAnswers = Array.from({ length: FEAR_CARD_COUNT }, (_, index) => index + 1)

  it.each(motivationAnswers)('is 4 + 56 x %i / 18 after that many motivation answers', (count) => {
    const state = answer(started(), 'motivation', count)
    expect(state.session.progress).toBeCloseTo(PROGRESS.motivationStart + motivationStep * count, 2)
    expect(cardPosition(state, 'motivation')).toEqual({
      index: Math.min(count + 1, MOTIVATION_CARD_COUNT),
      total: MOTIVATION_CARD_COUNT,
    })
  })

  it.each(fearAnswers)('is 60 + 20 x %i / 12 after that many fear answers', (count) => {
    const state = answer(atFear(), 'fear', count)
    expect(state.session.progress).toBeCloseTo(PROGRESS.fearStart + fearStep * count, 2)
    expect(cardPosition(state, 'fear')).toEqual({
      index: Math.min(count + 1, FEAR_CARD_COUNT),
      total: FEAR_CARD_COUNT,
    })
  })

  it('reaches exactly the next anchor on the last card of each round', () => {
    expect(answer(started(), 'motivation', MOTIVATION_CARD_COUNT).session.progress).toBe(PROGRESS.fearStart)
    expect(answer(atFear(), 'fear', FEAR_CARD_COUNT).session.progress).toBe(PROGRESS.knowledge)
  })

  it('rises with every answer and is rounded to hundredths', () => {
    let state = started()
    let previous = state.session.progress
    for (let count = 0; count < MOTIVATION_CARD_COUNT; count++) {
      state = answer(state, 'motivation', 1)
      expect(state.session.progress).toBeGreaterThan(previous)
      expect(Math.round(state.session.progress * 100) / 100).toBe(state.session.progress)
      previous = state.session.progress
    }
  })
})

describe('isRoundComplete and advance', () => {
  it.each([
    ['motivation', 0, false],
    ['motivation', 1, false],
    ['motivation', MOTIVATION_CARD_COUNT - 1, false],
    ['motivation', MOTIVATION_CARD_COUNT, true],
  ] as const)('%s round with %i answers: complete is %s', (round, count, complete) => {
    const state = answer(started(), round, count)
    expect(isRoundComplete(state, round)).toBe(complete)
    expect(currentCardId(state, round)).toBe(complete ? null : cardOrder.motivation[count])
  })

  it.each([
    [0, false],
    [FEAR_CARD_COUNT - 1, false],
    [FEAR_CARD_COUNT, true],
  ])('fear round with %i answers: complete is %s', (count, complete) => {
    const state = answer(atFear(), 'fear', count)
    expect(isRoundComplete(state, 'fear')).toBe(complete)
    expect(currentCardId(state, 'fear')).toBe(complete ? null : cardOrder.fear[count])
  })

  it.each([0, 1, MOTIVATION_CARD_COUNT - 1])('does nothing with %i motivation answers', (count) => {
    const state = answer(started(), 'motivation', count)
    expect(transition(state, { type: 'advance' }, rules)).toBe(state)
  })

  it.each([0, FEAR_CARD_COUNT - 1])('does nothing with %i fear answers', (count) => {
    const state = answer(atFear(), 'fear', count)
    expect(transition(state, { type: 'advance' }, rules)).toBe(state)
  })

  it.each([
    ['title', () => initialState()],
    ['knowledge', () => atKnowledge()],
    ['superpowers', () => withThreePowers()],
    ['results', () => atResults()],
  ])('does nothing on the %s step', (_step, build) => {
    const state = build()
    expect(transition(state, { type: 'advance' }, rules)).toBe(state)
  })

  it('goes from a complete motivation round to fear at 60, keeping the answers', () => {
    const done = answer(started(), 'motivation', MOTIVATION_CARD_COUNT)
    const fear = transition(done, { type: 'advance' }, rules)
    expect(fear.session.currentStep).toBe('fear')
    expect(fear.session.progress).toBe(PROGRESS.fearStart)
    expect(fear.session.motivationResponses).toEqual(done.session.motivationResponses)
    expect(Object.keys(fear.session.motivationResponses)).toHaveLength(MOTIVATION_CARD_COUNT)
    expect(fear.session.fearResponses).toEqual({})
    expect(currentCardId(fear, 'fear')).toBe(cardOrder.fear[0])
  })

  it('clears fear answers left over from an earlier visit to the fear round', () => {
    // Back from fear keeps the old fear answers until the motivation round is done again.
    const back = run(answer(atFear(), 'fear', 4), { type: 'back' })
    expect(Object.keys(back.session.fearResponses)).toHaveLength(4)
    const fear = run(answer(back, 'motivation', MOTIVATION_CARD_COUNT), { type: 'advance' })
    expect(fear.session.fearResponses).toEqual({})
    expect(fear.session.progress).toBe(PROGRESS.fearStart)
    expect(currentCardId(fear, 'fear')).toBe(cardOrder.fear[0])
  })

  it('goes from a complete fear round to knowledge at 80, keeping both rounds', () => {
    const done = answer(atFear(), 'fear', FEAR_CARD_COUNT)
    const knowledge = transition(done, { type: 'advance' }, rules)
    expect(knowledge.session.currentStep).toBe('knowledge')
    expect(knowledge.session.progress).toBe(PROGRESS.knowledge)
    expect(knowledge.session.motivationResponses).toEqual(done.session.motivationResponses)
    expect(knowledge.session.fearResponses).toEqual(done.session.fearResponses)
    expect(Object.keys(knowledge.session.fearResponses)).toHaveLength(FEAR_CARD_COUNT)
  })

  it('never completes a round with no cards', () => {
    const empty = started({ motivation: [], fear: [] })
    expect(empty.session.progress).toBe(PROGRESS.motivationStart)
    expect(isRoundComplete(empty, 'motivation')).toBe(false)
    expect(transition(empty, { type: 'advance' }, rules)).toBe(empty)
  })
})

describe('undo', () => {
  it.each([1, 2, 7, MOTIVATION_CARD_COUNT])(
    'after %i motivation answers removes exactly the last one',
    (count) => {
      const before = answer(started(), 'motivation', count - 1, () => 'right')
      const after = answer(before, 'motivation', 1, () => 'left')
      const undone = transition(after, { type: 'undo' }, rules)
      expect(undone.session.motivationResponses).toEqual(before.session.motivationResponses)
      expect(Object.keys(undone.session.motivationResponses)).toHaveLength(count - 1)
      expect(undone.session.progress).toBe(before.session.progress)
      expect(currentCardId(undone, 'motivation')).toBe(cardOrder.motivation[count - 1])
    },
  )

  it('can be repeated back to the first card', () => {
    const state = answer(started(), 'motivation', 3)
    const undone = run(state, { type: 'undo' }, { type: 'undo' }, { type: 'undo' })
    expect(undone.session.motivationResponses).toEqual({})
    expect(undone.session.progress).toBe(PROGRESS.motivationStart)
    expect(currentCardId(undone, 'motivation')).toBe(cardOrder.motivation[0])
    expect(transition(undone, { type: 'undo' }, rules)).toBe(undone)
  })

  it('does nothing at the start of the motivation round', () => {
    const state = started()
    expect(transition(state, { type: 'undo' }, rules)).toBe(state)
  })

  it('does nothing at the start of the fear round, leaving the motivation answers alone', () => {
    const state = atFear()
    expect(transition(state, { type: 'undo' }, rules)).toBe(state)
  })

  it('in the fear round removes the last fear answer only', () => {
    const before = answer(atFear(), 'fear', 5)
    const undone = run(answer(before, 'fear', 1), { type: 'undo' })
    expect(undone.session.fearResponses).toEqual(before.session.fearResponses)
    expect(undone.session.motivationResponses).toEqual(before.session.motivationResponses)
    expect(undone.session.progress).toBe(before.session.progress)
  })

  it.each([
    ['title', () => initialState()],
    ['knowledge', () => atKnowledge()],
    ['superpowers', () => atSuperpowers()],
    ['results', () => atResults()],
  ])('does nothing on the %s step', (_step, build) => {
    const state = build()
    expect(transition(state, { type: 'undo' }, rules)).toBe(state)
  })
})

describe('back', () => {
  it('from motivation returns to the title, dropping the motivation answers', () => {
    const back = run(answer(started(), 'motivation', 5), { type: 'back' })
    expect(back.session.currentStep).toBe('title')
    expect(back.session.progress).toBe(PROGRESS.title)
    expect(back.session.motivationResponses).toEqual({})
  })

  it('from fear restarts the motivation round from its first card', () => {
    const fear = answer(atFear(), 'fear', 3)
    const back = transition(fear, { type: 'back' }, rules)
    expect(back.session.currentStep).toBe('motivation')
    expect(back.session.motivationResponses).toEqual({})
    expect(back.session.progress).toBe(PROGRESS.motivationStart)
    expect(back.cardOrder).toEqual(cardOrder)
    expect(currentCardId(back, 'motivation')).toBe(cardOrder.motivation[0])
    expect(cardPosition(back, 'motivation')).toEqual({ index: 1, total: MOTIVATION_CARD_COUNT })
    expect(isRoundComplete(back, 'motivation')).toBe(false)
    expect(back.session.startTime).toBe(START_TIME)
  })

  it('from knowledge restarts the fear round, keeping the motivation answers', () => {
    const knowledge = atKnowledge()
    const back = transition(knowledge, { type: 'back' }, rules)
    expect(back.session.currentStep).toBe('fear')
    expect(back.session.fearResponses).toEqual({})
    expect(back.session.motivationResponses).toEqual(knowledge.session.motivationResponses)
    expect(back.session.progress).toBe(PROGRESS.fearStart)
    expect(currentCardId(back, 'fear')).toBe(cardOrder.fear[0])
    expect(cardPosition(back, 'fear')).toEqual({ index: 1, total: FEAR_CARD_COUNT })
  })

  it('from superpowers returns to knowledge at 80, keeping the expertise and both rounds', () => {
    const superpowers = atSuperpowers()
    const back = transition(superpowers, { type: 'back' }, rules)
    expect(back.session).toEqual({
      ...superpowers.session,
      currentStep: 'knowledge',
      progress: PROGRESS.knowledge,
    })
    expect(back.session.expertisePrimary).toBe(EXPERTISE)
  })

  it('from superpowers at 95 still lands on knowledge at 80', () => {
    const back = transition(withThreePowers(), { type: 'back' }, rules)
    expect(back.session.currentStep).toBe('knowledge')
    expect(back.session.progress).toBe(PROGRESS.knowledge)
  })

  it.each([
    ['title', () => initialState()],
    ['results', () => atResults()],
  ])('does nothing on the %s step', (_step, build) => {
    const state = build()
    expect(transition(state, { type: 'back' }, rules)).toBe(state)
  })
})

describe('submitExpertise', () => {
  const long = 'x'.repeat(EXPERTISE_MAX_LENGTH + 50)

  it.each([
    ['Climate Change', 'Climate Change'],
    ['  Design Thinking \n', 'Design Thinking'],
    ['a', 'a'],
    ['x'.repeat(EXPERTISE_MAX_LENGTH), 'x'.repeat(EXPERTISE_MAX_LENGTH)],
    [long, long.slice(0, EXPERTISE_MAX_LENGTH)],
    [`   ${long}`, long.slice(0, EXPERTISE_MAX_LENGTH)],
    [`${'y'.repeat(EXPERTISE_MAX_LENGTH - 1)} tail`, 'y'.repeat(EXPERTISE_MAX_LENGTH - 1)],
  ])('accepts %j as %j and moves to superpowers at 85', (input, saved) => {
    const next = transition(atKnowledge(), { type: 'submitExpertise', expertise: input }, rules)
    expect(next.session.currentStep).toBe('superpowers')
    expect(next.session.expertisePrimary).toBe(saved)
    expect(next.session.expertisePrimary.length).toBeLessThanOrEqual(EXPERTISE_MAX_LENGTH)
    expect(next.session.progress).toBe(PROGRESS.superpowersStart)
  })

  it.each(['', ' ', '   \t\n '])('refuses %j', (input) => {
    const state = atKnowledge()
    expect(transition(state, { type: 'submitExpertise', expertise: input }, rules)).toBe(state)
  })

  it.each([
    ['title', () => initialState()],
    ['motivation', () => started()],
    ['fear', () => atFear()],
    ['superpowers', () => atSuperpowers()],
    ['results', () => atResults()],
  ])('is ignored on the %s step', (_step, build) => {
    const state = build()
    expect(transition(state, { type: 'submitExpertise', expertise: 'Leadership' }, rules)).toBe(state)
  })

  it('replaces the earlier expertise when resubmitted after Back', () => {
    const again = run(
      atSuperpowers(),
      { type: 'back' },
      { type: 'submitExpertise', expertise: ' Leadership ' },
    )
    expect(again.session.currentStep).toBe('superpowers')
    expect(again.session.expertisePrimary).toBe('Leadership')
  })

  it('keeps the powers already picked when coming back, and the progress shows them', () => {
    const again = run(withThreePowers(), { type: 'back' }, { type: 'submitExpertise', expertise: EXPERTISE })
    expect(again.session.selectedPowers).toEqual([power1, power2, power3])
    expect(again.session.progress).toBe(PROGRESS.superpowersDone)
  })
})

describe('togglePower', () => {
  it('adds powers in the order picked, progress 85 → 88.33 → 91.67 → 95', () => {
    const state = atSuperpowers()
    const one = transition(state, { type: 'togglePower', power: power1 }, rules)
    const two = transition(one, { type: 'togglePower', power: power2 }, rules)
    const three = transition(two, { type: 'togglePower', power: power3 }, rules)
    expect([state, one, two, three].map((step) => step.session.selectedPowers.length)).toEqual([0, 1, 2, 3])
    expect(three.session.selectedPowers).toEqual([power1, power2, power3])
    // Rounded to hundredths, as progressOf does.
    expect([state, one, two, three].map((step) => step.session.progress)).toEqual([
      PROGRESS.superpowersStart,
      88.33,
      91.67,
      PROGRESS.superpowersDone,
    ])
    expect(one.session.progress).toBeCloseTo(PROGRESS.superpowersStart + powerStep, 2)
    expect(two.session.progress).toBeCloseTo(PROGRESS.superpowersStart + 2 * powerStep, 2)
  })

  it('removes a chosen power by id, keeping the others in order', () => {
    const state = withThreePowers()
    const removed = transition(state, { type: 'togglePower', power: power2 }, rules)
    expect(removed.session.selectedPowers).toEqual([power1, power3])
    expect(removed.session.progress).toBe(91.67)
    const none = run(removed, { type: 'togglePower', power: power1 }, { type: 'togglePower', power: power3 })
    expect(none.session.selectedPowers).toEqual([])
    expect(none.session.progress).toBe(PROGRESS.superpowersStart)
  })

  it('matches a power by id, not by object identity', () => {
    const state = run(atSuperpowers(), { type: 'togglePower', power: power1 })
    const removed = transition(state, { type: 'togglePower', power: { ...power1 } }, rules)
    expect(removed.session.selectedPowers).toEqual([])
  })

  it('refuses a fourth power', () => {
    const state = withThreePowers()
    expect(transition(state, { type: 'togglePower', power: power4 }, rules)).toBe(state)
  })

  it('accepts another power once one of three is removed', () => {
    const state = run(
      withThreePowers(),
      { type: 'togglePower', power: power1 },
      { type: 'togglePower', power: power4 },
    )
    expect(state.session.selectedPowers).toEqual([power2, power3, power4])
    expect(state.session.progress).toBe(PROGRESS.superpowersDone)
  })

  it.each([
    ['title', () => initialState()],
    ['motivation', () => started()],
    ['fear', () => atFear()],
    ['knowledge', () => atKnowledge()],
    ['results', () => atResults()],
  ])('is ignored on the %s step', (_step, build) => {
    const state = build()
    expect(transition(state, { type: 'togglePower', power: power4 }, rules)).toBe(state)
  })
})

describe('generate', () => {
  it.each([0, 1, 2])('refuses with %i powers', (count) => {
    const state = run(
      atSuperpowers(),
      ...powers.slice(0, count).map((power): AssessmentEvent => ({ type: 'togglePower', power })),
    )
    expect(state.session.selectedPowers).toHaveLength(count)
    expect(transition(state, { type: 'generate', uuid: UUID }, rules)).toBe(state)
  })

  it('with exactly 3 powers shows the results, scored from both rounds', () => {
    const pick = (id: number): SwipeSide => (id % 3 === 0 ? 'left' : 'right')
    const before = withThreePowers(pick)
    const results = transition(before, { type: 'generate', uuid: UUID }, rules)
    const expected = computeScores(deck, before.session.motivationResponses, before.session.fearResponses)
    expect(results.session).toEqual({
      ...before.session,
      currentStep: 'results',
      progress: PROGRESS.results,
      scores: expected,
      uuid: UUID,
      completed: true,
    })
    expect(Object.values(expected).some((score) => score > 0)).toBe(true)
    expect(results.cardOrder).toEqual(cardOrder)
  })

  it.each([
    ['title', () => initialState()],
    ['motivation', () => answer(started(), 'motivation', MOTIVATION_CARD_COUNT)],
    ['knowledge', () => atKnowledge()],
    ['results', () => atResults()],
  ])('is ignored on the %s step', (_step, build) => {
    const state = build()
    expect(transition(state, { type: 'generate', uuid: 'another-uuid' }, rules)).toBe(state)
  })
})

describe('reset', () => {
  it.each([
    ['title', () => initialState()],
    ['motivation', () => answer(started(), 'motivation', 4)],
    ['fear', () => answer(atFear(), 'fear', 2)],
    ['knowledge', () => atKnowledge()],
    ['superpowers', () => withThreePowers()],
    ['results', () => atResults()],
  ])('from %s returns exactly the initial state', (_step, build) => {
    expect(transition(build(), { type: 'reset' }, rules)).toEqual(initialState())
  })
})

describe('transition', () => {
  it('never mutates the state it is given', () => {
    const states = [
      initialState(),
      answer(started(), 'motivation', 3),
      answer(started(), 'motivation', MOTIVATION_CARD_COUNT),
      answer(atFear(), 'fear', 3),
      answer(atFear(), 'fear', FEAR_CARD_COUNT),
      atKnowledge(),
      atSuperpowers(),
      withThreePowers(),
      atResults(),
    ]
    const events: AssessmentEvent[] = [
      { type: 'start', now: START_TIME, cardOrder },
      { type: 'answer', cardId: cardOrder.motivation[3] ?? 0, side: 'left' },
      { type: 'answer', cardId: cardOrder.fear[3] ?? 0, side: 'right' },
      { type: 'undo' },
      { type: 'advance' },
      { type: 'submitExpertise', expertise: 'Leadership' },
      { type: 'togglePower', power: power1 },
      { type: 'togglePower', power: power4 },
      { type: 'generate', uuid: UUID },
      { type: 'back' },
      { type: 'reset' },
    ]
    for (const state of states) {
      const snapshot = structuredClone(state)
      deepFreeze(state)
      for (const event of events) expect(() => transition(state, event, rules)).not.toThrow()
      expect(state).toEqual(snapshot)
    }
  })
})

describe('a whole run from start to results', () => {
  /** Counts the tags of the chosen sides by hand from the deck, then applies /6 x 100, cap 100. */
  function handScores(choices: readonly { id: number; side: SwipeSide }[]): Record<ScoreKey, number> {
    const points = new Map<ScoreKey, number>()
    for (const { id, side } of choices) {
      const card = deck.find((candidate) => candidate.id === id)
      if (!card) throw new Error(`card ${id} is not in the deck`)
      for (const tag of side === 'left' ? card.tagsA : card.tagsB) points.set(tag, (points.get(tag) ?? 0) + 1)
    }
    const keys = [...MOTIVATION_KEYS, ...FEAR_KEYS]
    return Object.fromEntries(
      keys.map((key) => [
        key,
        Math.min(SCORE_CAP, Math.round(((points.get(key) ?? 0) * 100) / SCORE_DIVISOR)),
      ]),
    ) as Record<ScoreKey, number>
  }

  const fearSide = (id: number): SwipeSide => (id % 2 === 0 ? 'left' : 'right')
  const pick = (id: number): SwipeSide => (id <= MOTIVATION_CARD_COUNT ? 'left' : fearSide(id))
  const results = atResults(pick)

  it('ends completed on the results step at 100 with the uuid', () => {
    expect(results.session.currentStep).toBe('results')
    expect(results.session.progress).toBe(PROGRESS.results)
    expect(results.session.completed).toBe(true)
    expect(results.session.uuid).toBe(UUID)
    expect(results.session.startTime).toBe(START_TIME)
    expect(results.session.expertisePrimary).toBe(EXPERTISE)
    expect(results.session.selectedPowers).toEqual([power1, power2, power3])
  })

  it('recorded every motivation card as left and every fear card as chosen', () => {
    const motivation: Responses = Object.fromEntries(motivationCards.map((card) => [card.id, 'left']))
    const fear: Responses = Object.fromEntries(fearCards.map((card) => [card.id, fearSide(card.id)]))
    expect(results.session.motivationResponses).toEqual(motivation)
    expect(results.session.fearResponses).toEqual(fear)
  })

  it('scores every motivation as its statement-A tag count / 6 x 100', () => {
    const expected = handScores([
      ...motivationCards.map((card) => ({ id: card.id, side: 'left' as const })),
      ...fearCards.map((card) => ({ id: card.id, side: fearSide(card.id) })),
    ])
    expect(results.session.scores).toEqual(expected)
    for (const key of MOTIVATION_KEYS) {
      const picked = motivationCards.filter((card) => card.tagsA.includes(key)).length
      expect(results.session.scores[key]).toBe(Math.round((picked / SCORE_DIVISOR) * 100))
    }
  })

  it('gives a motivation score to every key chosen at least once, and none to the unchosen', () => {
    for (const key of MOTIVATION_KEYS) {
      const picked = motivationCards.some((card) => card.tagsA.includes(key))
      expect(results.session.scores[key] > 0).toBe(picked)
    }
    const best = Math.max(...MOTIVATION_KEYS.map((key) => results.session.scores[key]))
    expect(rankedMotivations(results.session.scores)[0]).toBe(
      MOTIVATION_KEYS.find((key) => results.session.scores[key] === best),
    )
  })
})
