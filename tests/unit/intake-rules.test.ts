import { describe, expect, it } from 'vitest'
import {
  AI_USE_LEVELS,
  BUDGETS,
  INDUSTRIES,
  ORG_SIZES,
  TIMELINES,
  URGENCIES,
} from '../../src/content/intake-options'
import {
  emptyIntakeAnswers,
  type IntakeAnswers,
  type IntakeStep,
} from '../../src/domain/intake/intake-fields'
import type { IntakeRecommendation } from '../../src/content/intake-recommendations'
import { recommendIntake } from '../../src/domain/intake/intake-recommendation'
import { parseIntakeStep } from '../../src/domain/intake/intake-step-param'
import { furthestReachableStep, reachableStep, stepErrors } from '../../src/domain/intake/intake-validation'

const complete: IntakeAnswers = {
  orgName: 'Acme Learning',
  orgSize: 100,
  industry: 'education',
  role: 'L&D Director',
  email: 'ada@acme.example',
  knowledgeGap: false,
  incentiveGap: false,
  actionGap: false,
  currentAIUse: 'basic',
  challenges: 'People paste questions into chat and stop thinking.',
  budget: '15k-25k',
  timeline: 'quarter',
  urgency: 'medium',
  additionalInfo: '',
}

const answers = (changes: Partial<IntakeAnswers>): IntakeAnswers => ({ ...complete, ...changes })

describe('intake options', () => {
  it('follow the recommendation rules', () => {
    expect(ORG_SIZES).toEqual([10, 25, 50, 100, 300, 1000])
    expect(INDUSTRIES).toEqual([
      'consulting',
      'technology',
      'finance',
      'healthcare',
      'education',
      'manufacturing',
      'other',
    ])
    expect(AI_USE_LEVELS).toEqual(['none', 'basic', 'moderate', 'advanced'])
    expect(BUDGETS).toEqual(['under-5k', '5k-15k', '15k-25k', '25k-100k', 'over-100k'])
    expect(TIMELINES).toEqual(['immediate', 'month', 'quarter', 'flexible'])
    expect(URGENCIES).toEqual(['low', 'medium', 'high', 'critical'])
  })
})

describe('recommendIntake', () => {
  const cases: [string, Partial<IntakeAnswers>, IntakeRecommendation][] = [
    ['no gap at all', { orgSize: 1000 }, 'starter-session'],
    ['orgSize 25 with a knowledge gap (not over 25)', { orgSize: 25, knowledgeGap: true }, 'starter-session'],
    ['orgSize 50 with a knowledge gap', { orgSize: 50, knowledgeGap: true }, 'immersion-day'],
    ['orgSize 50 with an incentive gap', { orgSize: 50, incentiveGap: true }, 'immersion-day'],
    [
      'orgSize 10 with every gap',
      { orgSize: 10, knowledgeGap: true, incentiveGap: true, actionGap: true },
      'starter-session',
    ],
    [
      'orgSize 50 with an action gap and a 25k-100k budget (not over 50)',
      { orgSize: 50, actionGap: true, budget: '25k-100k' },
      'starter-session',
    ],
    [
      'orgSize 50, knowledge and action gaps, 25k-100k budget',
      { orgSize: 50, knowledgeGap: true, actionGap: true, budget: '25k-100k' },
      'immersion-day',
    ],
    [
      'orgSize 100, action gap, 25k-100k budget',
      { orgSize: 100, actionGap: true, budget: '25k-100k' },
      'think-week-retreat',
    ],
    [
      'the retreat overrides the immersion day',
      { orgSize: 300, knowledgeGap: true, incentiveGap: true, actionGap: true, budget: '25k-100k' },
      'think-week-retreat',
    ],
    [
      'orgSize 100, action gap, a bigger budget',
      { orgSize: 100, actionGap: true, budget: 'over-100k' },
      'starter-session',
    ],
    [
      'orgSize 100, knowledge and action gaps, a smaller budget',
      { orgSize: 100, knowledgeGap: true, actionGap: true, budget: '15k-25k' },
      'immersion-day',
    ],
    [
      'orgSize unset',
      { orgSize: 0, knowledgeGap: true, actionGap: true, budget: '25k-100k' },
      'starter-session',
    ],
  ]
  it.each(cases)('%s', (_label, changes, expected) => {
    expect(recommendIntake(answers(changes))).toBe(expected)
  })
})

describe('stepErrors', () => {
  it('finds nothing wrong with complete answers', () => {
    for (const step of [1, 2, 3] as const) expect(stepErrors(step, complete)).toEqual([])
  })

  const cases: [IntakeStep, Partial<IntakeAnswers>, string[]][] = [
    [1, { orgName: '   ' }, ['orgName']],
    [1, { orgSize: 0 }, ['orgSize']],
    [1, { industry: '' }, ['industry']],
    [1, { role: '' }, ['role']],
    [1, { email: '' }, ['email']],
    [1, { email: 'not-an-address' }, ['email']],
    [1, { orgName: '', email: 'ada@' }, ['orgName', 'email']],
    [2, { currentAIUse: '' }, ['currentAIUse']],
    [2, { challenges: ' \n ' }, ['challenges']],
    [2, { knowledgeGap: false, incentiveGap: false, actionGap: false }, []],
    [3, { budget: '', timeline: '', urgency: '' }, ['budget', 'timeline', 'urgency']],
    [3, { additionalInfo: '' }, []],
  ]
  it.each(cases)('step %i with %o flags %o', (step, changes, fields) => {
    expect(stepErrors(step, answers(changes)).map((error) => error.field)).toEqual(fields)
  })

  it('flags every step 1 field of an empty form, in page order', () => {
    expect(stepErrors(1, emptyIntakeAnswers()).map((error) => error.field)).toEqual([
      'orgName',
      'orgSize',
      'industry',
      'role',
      'email',
    ])
  })

  it('tells an empty e-mail from a malformed one', () => {
    expect(stepErrors(1, answers({ email: '' }))).toEqual([{ field: 'email', problem: 'required' }])
    expect(stepErrors(1, answers({ email: 'ada at acme' }))).toEqual([{ field: 'email', problem: 'email' }])
  })
})

describe('steps in the address', () => {
  const parsed: [unknown, IntakeStep][] = [
    [undefined, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    ['2', 2],
    ['3', 3],
    [4, 1],
    [0, 1],
    ['02', 1],
    ['two', 1],
    [2.5, 1],
    [null, 1],
  ]
  it.each(parsed)('parses %o as step %i', (raw, expected) => {
    expect(parseIntakeStep(raw)).toBe(expected)
  })

  const reachable: [string, IntakeAnswers, IntakeStep, IntakeStep][] = [
    ['an empty form stays on step 1', emptyIntakeAnswers(), 3, 1],
    ['step 1 done, step 2 not: at most step 2', answers({ challenges: '' }), 3, 2],
    ['steps 1 and 2 done: step 3', answers({ budget: '' }), 3, 3],
    ['asking for an earlier step is always fine', complete, 1, 1],
    ['step 1 invalid e-mail blocks step 2', answers({ email: 'nope' }), 2, 1],
  ]
  it.each(reachable)('%s', (_label, source, requested, expected) => {
    expect(reachableStep(requested, source)).toBe(expected)
  })

  it('a complete form reaches step 3', () => {
    expect(furthestReachableStep(complete)).toBe(3)
  })
})
