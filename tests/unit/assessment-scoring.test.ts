import { describe, expect, it } from 'vitest'
import { deck, DECK_VERSION, fearCards, motivationCards } from '../../src/content/assessment/deck'
import { EXPERTISE_MAX_LENGTH } from '../../src/content/assessment/expertise'
import { REQUIRED_POWER_COUNT, superPowers } from '../../src/content/assessment/powers'
import {
  FEAR_KEYS,
  MOTIVATION_KEYS,
  type FearKey,
  type MotivationKey,
  type ScoreKey,
} from '../../src/content/assessment/scores'
import type { Responses, Scores, SwipeSide } from '../../src/domain/assessment/assessment-types'
import { resultOf } from '../../src/domain/assessment/result'
import {
  computeScores,
  emptyScores,
  rankedMotivations,
  SCORE_CAP,
  SCORE_DIVISOR,
  sideCounts,
  topFears,
  topMotivations,
} from '../../src/domain/assessment/scoring'
import {
  currentCardId,
  initialState,
  transition,
  type AssessmentEvent,
  type AssessmentRules,
  type AssessmentState,
} from '../../src/domain/assessment/session'

const ALL_KEYS: readonly ScoreKey[] = [...MOTIVATION_KEYS, ...FEAR_KEYS]

/** Scores with every key 0 except the ones given. */
function scoresWith(values: Partial<Scores>): Scores {
  return { ...emptyScores(), ...values }
}

/** The percentage of a score picked `count` times: count / 6 x 100, rounded, capped. */
const percent = (count: number) => Math.min(SCORE_CAP, Math.round((count / SCORE_DIVISOR) * 100))

/** Every card side that carries `key`, as the response that picks it. */
function sidesWith(key: ScoreKey): { id: number; side: SwipeSide }[] {
  return deck.flatMap((card) => [
    ...(card.tagsA.includes(key) ? [{ id: card.id, side: 'left' as const }] : []),
    ...(card.tagsB.includes(key) ? [{ id: card.id, side: 'right' as const }] : []),
  ])
}

function toResponses(choices: readonly { id: number; side: SwipeSide }[]): Responses {
  return Object.fromEntries(choices.map(({ id, side }) => [id, side]))
}

describe('score constants', () => {
  it('use divisor 6, cap 100', () => {
    expect(SCORE_DIVISOR).toBe(6)
    expect(SCORE_CAP).toBe(100)
  })
})

describe('emptyScores', () => {
  it('has the ten scores, all 0', () => {
    const scores = emptyScores()
    expect(Object.keys(scores).sort()).toEqual([...ALL_KEYS].sort())
    expect(Object.values(scores)).toEqual(Array<number>(ALL_KEYS.length).fill(0))
  })

  it('returns a fresh object every time', () => {
    const first = emptyScores()
    first.curiosity = 50
    expect(emptyScores().curiosity).toBe(0)
  })
})

describe('computeScores', () => {
  it('gives all zeros for no responses', () => {
    expect(computeScores(deck)).toEqual(emptyScores())
    expect(computeScores(deck, {}, {})).toEqual(emptyScores())
  })

  const cardSides = deck.flatMap((card) => [
    { id: card.id, side: 'left' as const, tags: card.tagsA },
    { id: card.id, side: 'right' as const, tags: card.tagsB },
  ])
  it.each(cardSides)('card $id $side adds one point to each of its tags only', ({ id, side, tags }) => {
    const scores = computeScores(deck, { [id]: side })
    for (const key of ALL_KEYS) expect(scores[key]).toBe(tags.includes(key) ? percent(1) : 0)
  })

  it('reads left as statement A and right as statement B', () => {
    expect(computeScores(deck, { 1: 'left' })).toEqual(scoresWith({ curiosity: 17 }))
    expect(computeScores(deck, { 1: 'right' })).toEqual(scoresWith({ exploration: 17 }))
    expect(computeScores(deck, { 19: 'left' })).toEqual(
      scoresWith({ fear_ambiguity: 17, fear_disapproval: 17 }),
    )
    expect(computeScores(deck, { 19: 'right' })).toEqual(scoresWith({ fear_unknown: 17 }))
  })

  const curiositySides = sidesWith('curiosity')
  it('has more curiosity sides than it takes to reach the cap', () => {
    expect(curiositySides.length).toBeGreaterThan(SCORE_DIVISOR)
  })

  it.each([
    [1, 17],
    [2, 33],
    [3, 50],
    [4, 67],
    [5, 83],
    [6, 100],
    [7, 100],
    [8, 100],
  ])('curiosity picked %i times scores %i', (count, expected) => {
    const chosen = curiositySides.slice(0, count)
    expect(chosen).toHaveLength(count)
    const scores = computeScores(deck, toResponses(chosen))
    expect(scores.curiosity).toBe(expected)
    expect(scores.curiosity).toBe(percent(count))
  })

  it.each(ALL_KEYS)('lets %s reach exactly 100 and no more', (key) => {
    const sides = sidesWith(key)
    const scores = computeScores(deck, toResponses(sides))
    expect(scores[key]).toBe(SCORE_CAP)
  })

  it('caps a tag chosen more than 6 times across several response sets', () => {
    const once = { 1: 'left' } as const
    const sets = Array.from({ length: SCORE_DIVISOR + 3 }, () => ({ ...once }))
    expect(computeScores(deck, ...sets)).toEqual(scoresWith({ curiosity: SCORE_CAP }))
    expect(computeScores(deck, ...sets.slice(0, 5))).toEqual(scoresWith({ curiosity: 83 }))
  })

  it('adds the motivation and the fear responses together', () => {
    const motivation: Responses = { 1: 'left', 3: 'right', 6: 'left' }
    const fear: Responses = { 21: 'right', 25: 'right' }
    expect(computeScores(deck, motivation, fear)).toEqual(
      scoresWith({ curiosity: 50, fear_mistakes: 33, fear_disapproval: 17, fear_fraud: 17 }),
    )
    expect(computeScores(deck, { ...motivation, ...fear })).toEqual(computeScores(deck, motivation, fear))
  })

  it.each([
    ['id 0', { 0: 'left' }],
    ['id 31', { 31: 'right' }],
    ['a negative id', { [-1]: 'left' }],
    ['a large id', { 999: 'left' }],
    ['a fractional id', { [1.5]: 'left' }],
  ] as [string, Responses][])('ignores %s', (_label, responses) => {
    expect(computeScores(deck, responses)).toEqual(emptyScores())
    expect(computeScores(deck, { ...responses, 2: 'right' })).toEqual(scoresWith({ social_competition: 17 }))
  })

  it('ignores a non-numeric key', () => {
    const responses = { abc: 'left', 2: 'left' } as unknown as Responses
    expect(computeScores(deck, responses)).toEqual(scoresWith({ mastery: 17 }))
  })

  it('scores only against the deck it is given', () => {
    expect(computeScores(motivationCards, { 19: 'left', 1: 'left' })).toEqual(scoresWith({ curiosity: 17 }))
    expect(computeScores([], { 1: 'left' })).toEqual(emptyScores())
  })

  it('keeps every score a whole number from 0 to 100 for every all-left or all-right run', () => {
    for (const side of ['left', 'right'] as const) {
      const scores = computeScores(
        deck,
        toResponses(motivationCards.map((card) => ({ id: card.id, side }))),
        toResponses(fearCards.map((card) => ({ id: card.id, side }))),
      )
      for (const value of Object.values(scores)) {
        expect(Number.isInteger(value)).toBe(true)
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThanOrEqual(SCORE_CAP)
      }
    }
  })

  it('does not change the responses it reads', () => {
    const responses: Responses = Object.freeze({ 1: 'left', 19: 'right' })
    computeScores(deck, responses)
    expect(responses).toEqual({ 1: 'left', 19: 'right' })
  })
})

describe('the strongest motivation', () => {
  it.each(MOTIVATION_KEYS)('is %s when it is highest', (key) => {
    const scores = scoresWith(Object.fromEntries(MOTIVATION_KEYS.map((other) => [other, 40])))
    scores[key] = 41
    expect(rankedMotivations(scores)[0]).toBe(key)
  })

  it.each([
    ['all zero', {}, 'curiosity'],
    [
      'all equal',
      { curiosity: 50, exploration: 50, mastery: 50, social_competition: 50, social_cooperation: 50 },
      'curiosity',
    ],
    ['curiosity and exploration', { curiosity: 67, exploration: 67, mastery: 33 }, 'curiosity'],
    ['exploration and mastery', { exploration: 67, mastery: 67, curiosity: 50 }, 'exploration'],
    ['mastery and cooperation', { mastery: 83, social_cooperation: 83 }, 'mastery'],
    [
      'competition and cooperation',
      { social_competition: 100, social_cooperation: 100 },
      'social_competition',
    ],
  ] as [string, Partial<Scores>, MotivationKey][])(
    'breaks a tie (%s) by the order the motivations are listed in',
    (_label, values, top) => {
      expect(rankedMotivations(scoresWith(values))[0]).toBe(top)
    },
  )

  it('ignores the fear scores', () => {
    expect(rankedMotivations(scoresWith({ fear_unknown: 100, exploration: 17 }))[0]).toBe('exploration')
  })
})

describe('topFears', () => {
  it.each(FEAR_KEYS)('is %s alone when it is highest', (key) => {
    const scores = scoresWith(Object.fromEntries(FEAR_KEYS.map((other) => [other, 60])))
    scores[key] = 61
    expect(topFears(scores)).toEqual([key])
  })

  it.each([
    ['all zero', {}, [...FEAR_KEYS]],
    ['unknown and fraud', { fear_unknown: 50, fear_fraud: 50 }, ['fear_unknown', 'fear_fraud']],
    [
      'ambiguity and mistakes',
      { fear_ambiguity: 33, fear_mistakes: 33, fear_unknown: 17 },
      ['fear_ambiguity', 'fear_mistakes'],
    ],
  ] as [string, Partial<Scores>, FearKey[]][])('lists every fear in a tie (%s)', (_label, values, tops) => {
    expect(topFears(scoresWith(values))).toEqual(tops)
  })

  it('ignores the motivation scores', () => {
    expect(topFears(scoresWith({ curiosity: 100, fear_fraud: 17 }))).toEqual(['fear_fraud'])
  })
})

describe('topMotivations', () => {
  it('lists every motivation in a tie, in the order they are listed in', () => {
    expect(topMotivations(scoresWith({ mastery: 83, social_cooperation: 83, curiosity: 50 }))).toEqual([
      'mastery',
      'social_cooperation',
    ])
    expect(topMotivations(scoresWith({ exploration: 17 }))).toEqual(['exploration'])
  })
})

describe('rankedMotivations', () => {
  it.each([
    ['all zero', {}, [...MOTIVATION_KEYS]],
    [
      'distinct scores',
      { curiosity: 17, exploration: 83, mastery: 50, social_competition: 100, social_cooperation: 0 },
      ['social_competition', 'exploration', 'mastery', 'curiosity', 'social_cooperation'],
    ],
    [
      'ties kept in listed order',
      { curiosity: 33, exploration: 67, mastery: 33, social_competition: 67, social_cooperation: 33 },
      ['exploration', 'social_competition', 'curiosity', 'mastery', 'social_cooperation'],
    ],
  ] as [string, Partial<Scores>, MotivationKey[]][])(
    'orders %s strongest first',
    (_label, values, ranked) => {
      expect(rankedMotivations(scoresWith(values))).toEqual(ranked)
    },
  )

  it('returns a new list, leaving MOTIVATION_KEYS alone', () => {
    const ranked = rankedMotivations(scoresWith({ social_cooperation: 100 }))
    expect(ranked).not.toBe(MOTIVATION_KEYS)
    expect(MOTIVATION_KEYS[0]).toBe('curiosity')
    expect(ranked[0]).toBe('social_cooperation')
  })
})

describe('sideCounts', () => {
  it.each([
    [{}, 0, 0],
    [{ 1: 'left' }, 1, 0],
    [{ 1: 'right' }, 0, 1],
    [{ 1: 'left', 2: 'right', 3: 'left', 4: 'left' }, 3, 1],
  ] as [Responses, number, number][])('counts %j as %i left, %i right', (responses, left, right) => {
    expect(sideCounts(responses)).toEqual({ left, right })
  })

  it('counts a whole round', () => {
    const responses = toResponses(
      motivationCards.map((card) => ({ id: card.id, side: card.id % 3 === 0 ? 'right' : 'left' })),
    )
    const right = motivationCards.filter((card) => card.id % 3 === 0).length
    expect(sideCounts(responses)).toEqual({ left: motivationCards.length - right, right })
  })
})

describe('resultOf', () => {
  const rules: AssessmentRules = {
    deck,
    requiredPowers: REQUIRED_POWER_COUNT,
    expertiseMaxLength: EXPERTISE_MAX_LENGTH,
  }
  const start = 1_700_000_000_000
  const uuid = '6a1f3c2e-58b4-4d0e-9c7a-2f1e3d4c5b6a'
  const powers = superPowers.slice(3, 6).map(({ id, name }) => ({ id, name }))
  const rightWhenEven = (id: number): SwipeSide => (id % 2 === 0 ? 'right' : 'left')

  function run(state: AssessmentState, ...events: AssessmentEvent[]): AssessmentState {
    return events.reduce((current, event) => transition(current, event, rules), state)
  }

  function answerRound(state: AssessmentState, round: 'motivation' | 'fear'): AssessmentState {
    let current = state
    for (
      let cardId = currentCardId(current, round);
      cardId !== null;
      cardId = currentCardId(current, round)
    ) {
      current = transition(current, { type: 'answer', cardId, side: rightWhenEven(cardId) }, rules)
    }
    return run(current, { type: 'advance' })
  }

  const cardOrder = {
    motivation: motivationCards.map((card) => card.id).reverse(),
    fear: fearCards.map((card) => card.id),
  }
  const started = run(initialState(), { type: 'start', now: start, cardOrder })
  const knowledge = answerRound(answerRound(started, 'motivation'), 'fear')
  const superpowers = run(
    knowledge,
    { type: 'submitExpertise', expertise: ' Negotiation ' },
    ...powers.map((power): AssessmentEvent => ({ type: 'togglePower', power })),
  )
  const results = run(superpowers, { type: 'generate', uuid })

  it.each([
    ['title', initialState()],
    ['motivation', started],
    ['knowledge', knowledge],
    ['superpowers with 3 powers', superpowers],
  ])('is null on %s', (_label, state) => {
    expect(resultOf(state, start + 10_000, DECK_VERSION)).toBeNull()
  })

  it('is null for a completed session without a uuid', () => {
    const broken = { ...results, session: { ...results.session, uuid: null } }
    expect(resultOf(broken, start + 10_000, DECK_VERSION)).toBeNull()
  })

  it('is null when the session is not marked completed', () => {
    const broken = { ...results, session: { ...results.session, completed: false } }
    expect(resultOf(broken, start + 10_000, DECK_VERSION)).toBeNull()
  })

  it('describes a finished assessment', () => {
    const now = start + 285_999
    const motivationRight = motivationCards.filter((card) => card.id % 2 === 0).length
    const fearRight = fearCards.filter((card) => card.id % 2 === 0).length
    expect(resultOf(results, now, DECK_VERSION)).toEqual({
      uuid,
      scores: computeScores(deck, results.session.motivationResponses, results.session.fearResponses),
      powers,
      expertise: 'Negotiation',
      motivationCounts: { left: motivationCards.length - motivationRight, right: motivationRight },
      fearCounts: { left: fearCards.length - fearRight, right: fearRight },
      durationSeconds: 285,
      createdAt: now,
      deckVersion: DECK_VERSION,
    })
  })

  it.each([
    [0, 0],
    [999, 0],
    [1_000, 1],
    [59_999, 59],
    [285_000, 285],
    [3_600_000, 3600],
    [-5_000, 0],
  ])('%i ms after the start lasts %i whole seconds', (offset, seconds) => {
    expect(resultOf(results, start + offset, DECK_VERSION)?.durationSeconds).toBe(seconds)
  })

  it('records the deck version it is given', () => {
    expect(resultOf(results, start, DECK_VERSION + 1)?.deckVersion).toBe(DECK_VERSION + 1)
  })
})
