import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import { expertiseWords, MIN_REVEAL_CARDS, revealRoom } from '../../src/domain/room/room-reveal'
import type { Scores } from '../../src/domain/assessment/assessment-types'
import { emptyScores } from '../../src/domain/assessment/scoring'
import { roomCard } from './support/room-card'

/** Five cards: three led by curiosity, one by mastery, one torn; fears tie between ambiguity and mistakes. */
const FIVE = [
  roomCard(
    1,
    { curiosity: 83, mastery: 50, fear_ambiguity: 67, fear_fraud: 0 },
    [0, 1, 2],
    'Artificial Intelligence',
  ),
  roomCard(2, { curiosity: 67, mastery: 33, fear_ambiguity: 50, fear_fraud: 100 }, [0, 3, 4], 'AI ethics'),
  roomCard(
    3,
    { curiosity: 100, mastery: 17, fear_mistakes: 83, fear_fraud: 17 },
    [0, 1, 5],
    'Climate change and AI',
  ),
  roomCard(4, { curiosity: 17, mastery: 83, fear_mistakes: 50, fear_fraud: 33 }, [6, 1, 7], 'Leadership'),
  roomCard(
    5,
    { curiosity: 50, mastery: 50, fear_unknown: 33, fear_fraud: 67 },
    [0, 8, 9],
    'the   Leadership of teams',
  ),
]

describe('revealRoom', () => {
  it('shows nothing below three cards', () => {
    expect(MIN_REVEAL_CARDS).toBe(3)
    expect(revealRoom(FIVE.slice(0, 2))).toBeNull()
    expect(revealRoom([])).toBeNull()
    expect(revealRoom(FIVE.slice(0, 3))).not.toBeNull()
  })

  it('says the room’s drivers and worries in sentences, ties in words', () => {
    const reveal = revealRoom(FIVE)!
    expect(reveal.total).toBe(5)
    expect(reveal.motivation).toBe('Most of this room is driven by curiosity: 3 of 5')
    expect(reveal.motivationTorn).toBe('1 person is torn between two or more')
    // Mistakes top cards 3 and 4, fraud cards 2 and 5, ambiguity card 1: a tie, in the scores' own order.
    expect(reveal.fear).toBe(
      'This room’s worries are split between making mistakes and being found out: 2 of 5 each',
    )
    expect(reveal.fearTorn).toBeNull()
  })

  it('says where the room agrees and differs', () => {
    const reveal = revealRoom(FIVE)!
    expect(reveal.differ).toBe('You differ most on fear of being found out: from 0 to 100')
    // Nobody in the five scores on exploration: the middle half of the room agrees on 0.
    expect(reveal.agree).toBe('You agree most on exploring new ground: half of you score 0')
  })

  it('sizes every power by how often it was chosen', () => {
    const reveal = revealRoom(FIVE)!
    expect(reveal.powers).toHaveLength(10)
    expect(reveal.powers[0]).toEqual({ text: superPowers[0]!.name, count: 4, weight: 1 })
    expect(reveal.powers[1]).toEqual({ text: superPowers[1]!.name, count: 3, weight: 0.75 })
    expect(reveal.powers.at(-1)!.weight).toBe(0.25)
  })

  it('a driver most of the room shares says "most"; one short of half says "more … than anything else"', () => {
    const leading = revealRoom([
      ...FIVE.slice(0, 2),
      roomCard(6, { mastery: 100 }, [0], ''),
      roomCard(7, { exploration: 100 }, [0], ''),
      roomCard(8, { social_cooperation: 100 }, [0], ''),
    ])!
    expect(leading.motivation).toBe('More of this room is driven by curiosity than by anything else: 2 of 5')
  })

  it('says so when nobody has a single top driver', () => {
    const torn = revealRoom([0, 1, 2].map((n) => roomCard(n, { curiosity: 50, mastery: 50 }, [0], '')))!
    expect(torn.motivation).toBe('No single driver leads this room: each person is pulled several ways')
    expect(torn.motivationTorn).toBe('3 people are torn between two or more')
  })
})

describe('expertiseWords', () => {
  it('counts words once per person, never whole answers, and leaves out filler words', () => {
    const words = expertiseWords(FIVE)
    expect(words.slice(0, 2)).toEqual([
      { text: 'AI', count: 2, weight: 1 },
      { text: 'Leadership', count: 2, weight: 1 },
    ])
    const texts = words.map((word) => word.text.toLowerCase())
    expect(texts).not.toContain('and')
    expect(texts).not.toContain('the')
    expect(texts).not.toContain('climate change and ai')
  })

  it('takes no control or direction characters and survives hostile input', () => {
    const words = expertiseWords([roomCard(1, {}, [], '\u202Eevil\u0000 ' + 'x'.repeat(5000) + ' <b>')])
    expect(words.map((word) => word.text)).toEqual(['evil', 'x'.repeat(5000)])
  })
})

const allAt = (value: number): Scores =>
  Object.fromEntries(Object.keys(emptyScores()).map((key) => [key, value])) as Scores

describe('where the room agrees', () => {
  it('says one score when the middle half of the room gives the same', () => {
    const spread = revealRoom(
      [0, 17, 33, 50, 67].map((n, index) =>
        roomCard(index, { ...allAt(50), mastery: n, fear_fraud: 100 - n }, [0], ''),
      ),
    )!
    expect(spread.agree).toBe('You agree most on curiosity: half of you score 50')
    const range = revealRoom(
      [0, 17, 33, 50, 67].map((n, index) =>
        roomCard(index, { ...allAt(n), curiosity: 50 + (index % 2) * 17 }, [0], ''),
      ),
    )!
    expect(range.agree).toBe('You agree most on curiosity: half of you score between 50 and 67')
  })
})
