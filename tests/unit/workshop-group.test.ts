import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expertiseSuggestions } from '../../src/content/assessment/expertise'
import { superPowers } from '../../src/content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../src/content/assessment/scores'
import type { AssessmentResult, Scores } from '../../src/domain/assessment/assessment-types'
import { emptyScores } from '../../src/domain/assessment/scoring'
import { summarizeGroup, type ScoreSpread } from '../../src/domain/workshop/workshop-group'
import { seededRandom } from './support/seeded-random'

const SCORE_KEYS: readonly ScoreKey[] = [...MOTIVATION_KEYS, ...FEAR_KEYS]
/** The values a score can take: n of 6 cards, as a percentage. */
const SCORE_STEPS = [0, 17, 33, 50, 67, 83, 100]

const power = (id: string) => {
  const found = superPowers.find((p) => p.id === id)!
  return { id: found.id, name: found.name }
}

function participant(
  uuid: string,
  scores: Partial<Scores>,
  powerIds: string[] = [],
  expertise = 'Leadership',
): AssessmentResult {
  return {
    uuid,
    scores: { ...emptyScores(), ...scores },
    powers: powerIds.map(power),
    expertise,
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 285,
    createdAt: Date.UTC(2025, 5, 1, 9),
    deckVersion: 1,
  }
}

const flat = (value: number): ScoreSpread => ({ min: value, q1: value, median: value, q3: value, max: value })

describe('summarizeGroup of no one', () => {
  it('has no averages, spreads or tops, and empty lists', () => {
    expect(summarizeGroup([])).toEqual({
      participants: 0,
      averages: null,
      spreads: null,
      powerCounts: [],
      topMotivation: null,
      topFear: null,
      expertise: [],
    })
  })
})

describe('summarizeGroup of one participant', () => {
  const scores: Scores = {
    curiosity: 33,
    exploration: 83,
    mastery: 17,
    social_competition: 0,
    social_cooperation: 50,
    fear_unknown: 17,
    fear_ambiguity: 33,
    fear_mistakes: 0,
    fear_disapproval: 67,
    fear_fraud: 50,
  }
  const summary = summarizeGroup([
    participant('solo', scores, ['momentum-magnet', 'logic-laser', 'pattern-spotter'], '  Negotiation '),
  ])

  it('averages to their own scores, with no spread', () => {
    expect(summary.participants).toBe(1)
    expect(summary.averages).toEqual(scores)
    for (const key of SCORE_KEYS) expect(summary.spreads![key], key).toEqual(flat(scores[key]))
  })

  it('counts their powers once each, in the picker order', () => {
    expect(summary.powerCounts).toEqual([
      { ...power('pattern-spotter'), count: 1 },
      { ...power('logic-laser'), count: 1 },
      { ...power('momentum-magnet'), count: 1 },
    ])
  })

  it('has their top motivation, top fear and expertise', () => {
    expect(summary.topMotivation).toEqual({ keys: ['exploration'], count: 1, tied: 0 })
    expect(summary.topFear).toEqual({ keys: ['fear_disapproval'], count: 1, tied: 0 })
    expect(summary.expertise).toEqual([{ text: 'Negotiation', count: 1 }])
  })
})

describe('summarizeGroup of four participants, computed by hand', () => {
  const group = [
    participant(
      'p1',
      {
        curiosity: 100,
        exploration: 50,
        mastery: 17,
        social_competition: 0,
        social_cooperation: 33,
        fear_unknown: 50,
        fear_ambiguity: 17,
        fear_mistakes: 67,
        fear_disapproval: 0,
        fear_fraud: 33,
      },
      ['pattern-spotter', 'data-whisperer', 'empathy-radar'],
      'Leadership',
    ),
    participant(
      'p2',
      {
        curiosity: 50,
        exploration: 83,
        mastery: 17,
        social_competition: 33,
        social_cooperation: 0,
        fear_unknown: 17,
        fear_ambiguity: 67,
        fear_mistakes: 67,
        fear_disapproval: 33,
        fear_fraud: 0,
      },
      ['data-whisperer', 'empathy-radar', 'kaizen-keeper'],
      ' leadership  ',
    ),
    participant(
      'p3',
      {
        curiosity: 0,
        exploration: 67,
        mastery: 100,
        social_competition: 17,
        social_cooperation: 50,
        fear_unknown: 67,
        fear_ambiguity: 0,
        fear_mistakes: 33,
        fear_disapproval: 50,
        fear_fraud: 17,
      },
      ['data-whisperer', 'story-alchemist', 'kaizen-keeper'],
      'Data, Science',
    ),
    participant(
      'p4',
      {
        curiosity: 83,
        exploration: 83,
        mastery: 0,
        social_competition: 50,
        social_cooperation: 17,
        fear_unknown: 0,
        fear_ambiguity: 33,
        fear_mistakes: 50,
        fear_disapproval: 67,
        fear_fraud: 83,
      },
      ['momentum-magnet', 'pattern-spotter', 'story-alchemist'],
      'Climate   change',
    ),
  ]
  const summary = summarizeGroup(group)

  it('rounds each mean to a whole number, halves up', () => {
    expect(summary.participants).toBe(4)
    expect(summary.averages).toEqual({
      curiosity: 58, // 233 / 4 = 58.25
      exploration: 71, // 283 / 4 = 70.75
      mastery: 34, // 134 / 4 = 33.5
      social_competition: 25, // 100 / 4
      social_cooperation: 25, // 100 / 4
      fear_unknown: 34, // 134 / 4 = 33.5
      fear_ambiguity: 29, // 117 / 4 = 29.25
      fear_mistakes: 54, // 217 / 4 = 54.25
      fear_disapproval: 38, // 150 / 4 = 37.5
      fear_fraud: 33, // 133 / 4 = 33.25
    })
  })

  it('gives R-7 quartiles: positions 0.75, 1.5 and 2.25 of the four sorted scores', () => {
    const spreads = summary.spreads!
    // [0, 50, 83, 100]: 0 + 0.75 x 50; 50 + 0.5 x 33; 83 + 0.25 x 17
    expect(spreads.curiosity).toEqual({ min: 0, q1: 37.5, median: 66.5, q3: 87.25, max: 100 })
    // [50, 67, 83, 83]: 50 + 0.75 x 17; 67 + 0.5 x 16; 83
    expect(spreads.exploration).toEqual({ min: 50, q1: 62.75, median: 75, q3: 83, max: 83 })
    // [0, 17, 17, 100]: 0.75 x 17; 17; 17 + 0.25 x 83
    expect(spreads.mastery).toEqual({ min: 0, q1: 12.75, median: 17, q3: 37.75, max: 100 })
    // [33, 50, 67, 67]: 33 + 0.75 x 17; 50 + 0.5 x 17; 67
    expect(spreads.fear_mistakes).toEqual({ min: 33, q1: 45.75, median: 58.5, q3: 67, max: 67 })
  })

  it('counts powers, most chosen first and ties in the picker order', () => {
    expect(summary.powerCounts).toEqual([
      { ...power('data-whisperer'), count: 3 },
      { ...power('pattern-spotter'), count: 2 },
      { ...power('story-alchemist'), count: 2 },
      { ...power('empathy-radar'), count: 2 },
      { ...power('kaizen-keeper'), count: 2 },
      { ...power('momentum-magnet'), count: 1 },
    ])
  })

  it("finds the most common top motivation, counting a participant's own tie for neither key", () => {
    // p1 curiosity, p2 exploration, p3 mastery, p4 curiosity tied with exploration at 83: one each.
    expect(summary.topMotivation).toEqual({
      keys: ['curiosity', 'exploration', 'mastery'],
      count: 1,
      tied: 1,
    })
  })

  it('lists every top fear that ties as the most common, in the order the fears are listed in', () => {
    // p1 mistakes, p2 ambiguity tied with mistakes at 67, p3 unknown, p4 fraud.
    expect(summary.topFear).toEqual({
      keys: ['fear_unknown', 'fear_mistakes', 'fear_fraud'],
      count: 1,
      tied: 1,
    })
  })

  it('lists expertise trimmed, spaces collapsed, without case, most common first then alphabetically', () => {
    expect(summary.expertise).toEqual([
      { text: 'Leadership', count: 2 },
      { text: 'Climate change', count: 1 },
      { text: 'Data, Science', count: 1 },
    ])
  })
})

describe('summarizeGroup edge cases', () => {
  it('leaves out blank expertise and compares accented text without case', () => {
    const summary = summarizeGroup([
      participant('a', {}, [], '   '),
      participant('b', {}, [], ''),
      participant('c', {}, [], 'ÉCONOMIE'),
      participant('d', {}, [], 'économie'),
      participant('e', {}, [], 'Zoology'),
      participant('f', {}, [], 'art'),
    ])
    expect(summary.expertise).toEqual([
      { text: 'ÉCONOMIE', count: 2 },
      { text: 'art', count: 1 },
      { text: 'Zoology', count: 1 },
    ])
  })

  it('counts a power listed twice by one participant once, and an unknown power after the known ones', () => {
    const summary = summarizeGroup([
      { ...participant('a', {}), powers: [{ id: 'time-traveller', name: 'Time Traveller' }] },
      { ...participant('b', {}), powers: [power('logic-laser'), power('logic-laser')] },
      { ...participant('c', {}), powers: [{ id: 'time-traveller', name: 'Renamed' }] },
      participant('d', {}, ['momentum-magnet']),
    ])
    expect(summary.powerCounts).toEqual([
      { id: 'time-traveller', name: 'Time Traveller', count: 2 },
      { ...power('logic-laser'), count: 1 },
      { ...power('momentum-magnet'), count: 1 },
    ])
  })

  it('shows a listed power under its current name', () => {
    const renamed = { ...participant('a', {}), powers: [{ id: 'logic-laser', name: 'Old name' }] }
    expect(summarizeGroup([renamed]).powerCounts).toEqual([{ ...power('logic-laser'), count: 1 }])
  })

  it('finds no single top one when everyone scores zero', () => {
    const summary = summarizeGroup([participant('a', {}), participant('b', {})])
    expect(summary.topMotivation).toEqual({ keys: [], count: 0, tied: 2 })
    expect(summary.topFear).toEqual({ keys: [], count: 0, tied: 2 })
    expect(summary.averages).toEqual(emptyScores())
  })
})

describe('summarizeGroup of 500 participants', () => {
  // Half score curiosity 0 and half 100; fear_fraud cycles 0, 25, 50, 75, 100; power i, i+1, i+2 of 24.
  const group = Array.from({ length: 500 }, (_, i) =>
    participant(
      `p${i}`,
      { curiosity: i % 2 === 0 ? 0 : 100, fear_fraud: (i % 5) * 25 },
      [0, 1, 2].map((offset) => superPowers[(i + offset) % 24]!.id),
      i % 3 === 0 ? 'Leadership' : 'Design Thinking',
    ),
  )
  const summary = summarizeGroup(group)

  it('averages and spreads as computed by hand', () => {
    expect(summary.participants).toBe(500)
    expect(summary.averages).toEqual({ ...emptyScores(), curiosity: 50, fear_fraud: 50 })
    // 250 zeros then 250 hundreds: q1 at 124.75 is 0, the median halfway between #249 and #250, q3 at 374.25.
    expect(summary.spreads!.curiosity).toEqual({ min: 0, q1: 0, median: 50, q3: 100, max: 100 })
    // 100 each of 0, 25, 50, 75, 100: positions 124.75, 249.5 and 374.25 fall in the 25s, 50s and 75s.
    expect(summary.spreads!.fear_fraud).toEqual({ min: 0, q1: 25, median: 50, q3: 75, max: 100 })
    expect(summary.spreads!.mastery).toEqual(flat(0))
  })

  it('counts powers as computed by hand', () => {
    // Power j is chosen by participants with i mod 24 in {j, j-1, j-2}; residues 0-19 occur 21 times, 20-23 20 times.
    const expectedCount = (j: number) =>
      j >= 2 && j <= 19 ? 63 : j === 1 || j === 20 ? 62 : j === 0 || j === 21 ? 61 : 60
    const order = [...Array(18).keys()].map((k) => k + 2).concat([1, 20, 0, 21, 22, 23])
    expect(summary.powerCounts).toEqual(
      order.map((j) => ({ ...power(superPowers[j]!.id), count: expectedCount(j) })),
    )
  })

  it('finds the tops and expertise as computed by hand', () => {
    // Curiosity tops the 250 at 100; the other 250 tie at zero. Fraud tops every fear but the 100 with fraud 0.
    expect(summary.topMotivation).toEqual({ keys: ['curiosity'], count: 250, tied: 250 })
    expect(summary.topFear).toEqual({ keys: ['fear_fraud'], count: 400, tied: 100 })
    expect(summary.expertise).toEqual([
      { text: 'Design Thinking', count: 333 },
      { text: 'Leadership', count: 167 },
    ])
  })
})

/** A plausible participant: real score steps, three different powers, a suggested expertise in any case. */
function randomParticipant(random: () => number, index: number): AssessmentResult {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const scores = Object.fromEntries(SCORE_KEYS.map((key) => [key, pick(SCORE_STEPS)])) as Scores
  const ids = new Set<string>()
  while (ids.size < 3) ids.add(pick(superPowers).id)
  const expertise = pick(expertiseSuggestions)
  return participant(
    `r${index}`,
    scores,
    [...ids],
    random() < 0.5 ? expertise : ` ${expertise.toUpperCase()} `,
  )
}

describe('summarizeGroup of 500 generated participants', () => {
  const random = seededRandom(12)
  const group = Array.from({ length: 500 }, (_, i) => randomParticipant(random, i))

  it('keeps every spread in order, bounded by the lowest and highest score', () => {
    const { averages, spreads } = summarizeGroup(group)
    for (const key of SCORE_KEYS) {
      const values = group.map((p) => p.scores[key])
      const { min, q1, median, q3, max } = spreads![key]
      expect([min, max]).toEqual([Math.min(...values), Math.max(...values)])
      expect(min <= q1 && q1 <= median && median <= q3 && q3 <= max, key).toBe(true)
      expect(averages![key]).toBeGreaterThanOrEqual(min)
      expect(averages![key]).toBeLessThanOrEqual(max)
    }
  })

  it('counts three powers and one top motivation and fear per participant', () => {
    const summary = summarizeGroup(group)
    expect(summary.powerCounts.reduce((sum, p) => sum + p.count, 0)).toBe(1500)
    expect(summary.expertise.reduce((sum, e) => sum + e.count, 0)).toBe(500)
    // Each suggestion appears once, whatever case its participants wrote it in.
    expect(new Set(summary.expertise.map((e) => e.text.toLowerCase())).size).toBe(summary.expertise.length)
  })

  it('does not depend on the order of participants', () => {
    const summary = summarizeGroup(group)
    fc.assert(
      fc.property(fc.shuffledSubarray(group, { minLength: 500, maxLength: 500 }), (shuffled) => {
        const again = summarizeGroup(shuffled)
        expect({ ...again, expertise: null }).toEqual({ ...summary, expertise: null })
        // The spelling first met may differ; the counts do not.
        expect(again.expertise.map((e) => [e.text.toLowerCase().trim(), e.count]).sort()).toEqual(
          summary.expertise.map((e) => [e.text.toLowerCase().trim(), e.count]).sort(),
        )
      }),
      { numRuns: 20 },
    )
  })
})
