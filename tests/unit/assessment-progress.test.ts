import { describe, expect, it } from 'vitest'
import { FEAR_CARD_COUNT, MOTIVATION_CARD_COUNT } from '../../src/content/assessment/deck'
import { REQUIRED_POWER_COUNT, superPowers } from '../../src/content/assessment/powers'
import {
  ASSESSMENT_STEPS,
  type AssessmentSession,
  type AssessmentStep,
  type Responses,
} from '../../src/domain/assessment/assessment-types'
import { PROGRESS, PROGRESS_HIGHLIGHT_FROM, progressOf } from '../../src/domain/assessment/progress'
import { initialSession } from '../../src/domain/assessment/session'
import { normalizeStep } from '../../src/domain/assessment/steps'

const sizes = { motivation: MOTIVATION_CARD_COUNT, fear: FEAR_CARD_COUNT, powers: REQUIRED_POWER_COUNT }

/** `count` answers to cards starting at `firstId`. */
function responses(count: number, firstId = 1): Responses {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [firstId + index, 'left']))
}

function session(step: AssessmentStep, changes: Partial<AssessmentSession> = {}): AssessmentSession {
  return { ...initialSession(), currentStep: step, ...changes }
}

const powers = (count: number) => superPowers.slice(0, count).map(({ id, name }) => ({ id, name }))

describe('PROGRESS', () => {
  it('holds the progress anchors in flow order', () => {
    expect(Object.values(PROGRESS)).toEqual([0, 4, 60, 80, 85, 95, 100])
  })

  it('highlights from the knowledge step on', () => {
    expect(PROGRESS_HIGHLIGHT_FROM).toBe(PROGRESS.knowledge)
  })
})

describe('progressOf', () => {
  it.each([
    ['title', session('title'), PROGRESS.title],
    ['knowledge', session('knowledge'), PROGRESS.knowledge],
    ['results', session('results'), PROGRESS.results],
  ])('is fixed on the %s step', (_step, value, expected) => {
    expect(progressOf(value, sizes)).toBe(expected)
  })

  it.each([
    ['title', 'title'],
    ['knowledge', 'knowledge'],
    ['results', 'results'],
  ] as const)('ignores answers and powers on the %s step', (_label, step) => {
    const full = session(step, {
      motivationResponses: responses(MOTIVATION_CARD_COUNT),
      fearResponses: responses(FEAR_CARD_COUNT, MOTIVATION_CARD_COUNT + 1),
      selectedPowers: powers(REQUIRED_POWER_COUNT),
    })
    expect(progressOf(full, sizes)).toBe(progressOf(session(step), sizes))
  })

  const motivationTable = Array.from({ length: MOTIVATION_CARD_COUNT + 1 }, (_, count) => [
    count,
    PROGRESS.motivationStart +
      ((PROGRESS.fearStart - PROGRESS.motivationStart) * count) / MOTIVATION_CARD_COUNT,
  ])
  it.each(motivationTable)('motivation with %i answers is %d', (count, expected) => {
    const value = progressOf(session('motivation', { motivationResponses: responses(count) }), sizes)
    expect(value).toBeCloseTo(expected, 2)
    expect(Math.round(value * 100) / 100).toBe(value)
  })

  const fearTable = Array.from({ length: FEAR_CARD_COUNT + 1 }, (_, count) => [
    count,
    PROGRESS.fearStart + ((PROGRESS.knowledge - PROGRESS.fearStart) * count) / FEAR_CARD_COUNT,
  ])
  it.each(fearTable)('fear with %i answers is %d', (count, expected) => {
    const value = progressOf(
      session('fear', { fearResponses: responses(count, MOTIVATION_CARD_COUNT + 1) }),
      sizes,
    )
    expect(value).toBeCloseTo(expected, 2)
    expect(Math.round(value * 100) / 100).toBe(value)
  })

  it.each([
    [0, PROGRESS.superpowersStart],
    [1, 88.33],
    [2, 91.67],
    [3, PROGRESS.superpowersDone],
  ])('superpowers with %i selected is %d', (count, expected) => {
    expect(progressOf(session('superpowers', { selectedPowers: powers(count) }), sizes)).toBe(expected)
  })

  it('counts only the answers of the round in progress', () => {
    const motivation = session('motivation', { fearResponses: responses(5, MOTIVATION_CARD_COUNT + 1) })
    expect(progressOf(motivation, sizes)).toBe(PROGRESS.motivationStart)
    const fear = session('fear', { motivationResponses: responses(MOTIVATION_CARD_COUNT) })
    expect(progressOf(fear, sizes)).toBe(PROGRESS.fearStart)
  })

  it('hits the anchors exactly at the ends of each range', () => {
    expect(progressOf(session('motivation'), sizes)).toBe(PROGRESS.motivationStart)
    expect(
      progressOf(session('motivation', { motivationResponses: responses(MOTIVATION_CARD_COUNT) }), sizes),
    ).toBe(PROGRESS.fearStart)
    expect(progressOf(session('fear'), sizes)).toBe(PROGRESS.fearStart)
    expect(
      progressOf(
        session('fear', { fearResponses: responses(FEAR_CARD_COUNT, MOTIVATION_CARD_COUNT + 1) }),
        sizes,
      ),
    ).toBe(PROGRESS.knowledge)
  })

  it('never passes the end of a range with more answers than cards', () => {
    const extra = session('motivation', { motivationResponses: responses(MOTIVATION_CARD_COUNT + 5) })
    expect(progressOf(extra, sizes)).toBe(PROGRESS.fearStart)
    const extraPowers = session('superpowers', { selectedPowers: powers(REQUIRED_POWER_COUNT + 2) })
    expect(progressOf(extraPowers, sizes)).toBe(PROGRESS.superpowersDone)
  })

  it('stays at the start of a range whose size is 0', () => {
    const empty = { motivation: 0, fear: 0, powers: 0 }
    expect(progressOf(session('motivation', { motivationResponses: responses(3) }), empty)).toBe(
      PROGRESS.motivationStart,
    )
    expect(progressOf(session('fear', { fearResponses: responses(3) }), empty)).toBe(PROGRESS.fearStart)
    expect(progressOf(session('superpowers', { selectedPowers: powers(1) }), empty)).toBe(
      PROGRESS.superpowersStart,
    )
  })

  it('follows the round sizes it is given', () => {
    const half = session('motivation', { motivationResponses: responses(2) })
    const midpoint = (PROGRESS.motivationStart + PROGRESS.fearStart) / 2
    expect(progressOf(half, { ...sizes, motivation: 4 })).toBe(midpoint)
  })

  it('is always within 0-100 and never goes down along the flow', () => {
    const flow: AssessmentSession[] = [
      session('title'),
      ...Array.from({ length: MOTIVATION_CARD_COUNT + 1 }, (_, count) =>
        session('motivation', { motivationResponses: responses(count) }),
      ),
      ...Array.from({ length: FEAR_CARD_COUNT + 1 }, (_, count) =>
        session('fear', { fearResponses: responses(count, MOTIVATION_CARD_COUNT + 1) }),
      ),
      session('knowledge'),
      ...Array.from({ length: REQUIRED_POWER_COUNT + 1 }, (_, count) =>
        session('superpowers', { selectedPowers: powers(count) }),
      ),
      session('results'),
    ]
    const values = flow.map((value) => progressOf(value, sizes))
    expect(values.every((value) => value >= 0 && value <= 100)).toBe(true)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(values[0]).toBe(PROGRESS.title)
    expect(values.at(-1)).toBe(PROGRESS.results)
  })
})

describe('normalizeStep', () => {
  it.each(ASSESSMENT_STEPS)('keeps the known step %s', (step) => {
    expect(normalizeStep(step)).toBe(step)
  })

  it('knows the steps in order', () => {
    expect(ASSESSMENT_STEPS).toEqual(['title', 'motivation', 'fear', 'knowledge', 'superpowers', 'results'])
  })

  it.each([
    ['an unknown word', 'welcome'],
    ['a different case', 'Fear'],
    ['an upper-case step', 'RESULTS'],
    ['padding', ' motivation '],
    ['an empty string', ''],
    ['undefined', undefined],
    ['null', null],
    ['a number', 2],
    ['an index as a string', '2'],
    ['an array holding a step', ['fear']],
    ['an object', { step: 'fear' }],
    ['a prototype name', 'toString'],
    ['__proto__', '__proto__'],
    ['a boolean', true],
  ])('turns %s into the title', (_label, value) => {
    expect(normalizeStep(value)).toBe('title')
  })
})
