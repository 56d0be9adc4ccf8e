import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../src/content/assessment/scores'
import { compareWithRoom, MIN_SUMMARY_CARDS, parseRoomSummary } from '../../src/domain/room/room-summary'
import { summarizeRoom } from '../../src/domain/room/room-summary-of-cards'
import { roomCard } from './support/room-card'

const FIVE = [
  roomCard(1, { curiosity: 100, fear_fraud: 0 }, [0, 1, 2]),
  roomCard(2, { curiosity: 80, fear_fraud: 100 }, [0, 3, 4]),
  roomCard(3, { curiosity: 60, fear_fraud: 50 }, [0, 1, 5]),
  roomCard(4, { curiosity: 40, fear_fraud: 50 }, [6, 1, 7]),
  roomCard(5, { curiosity: 20, fear_fraud: 50 }, [0, 8, 9]),
]

describe('the room summary', () => {
  it('is made from five cards or more, and never from four', () => {
    expect(MIN_SUMMARY_CARDS).toBe(5)
    expect(summarizeRoom(FIVE.slice(0, 4))).toBeNull()
    const summary = summarizeRoom(FIVE)!
    expect(summary.total).toBe(5)
    expect(summary.averages.curiosity).toBe(60)
    expect(summary.averages.fear_fraud).toBe(50)
    expect(summary.powers[0]).toEqual({ id: superPowers[0]!.id, name: superPowers[0]!.name, count: 4 })
    expect(JSON.stringify(summary)).not.toContain('Never in a summary')
  })

  it('reads back only what it wrote', () => {
    const summary = summarizeRoom(FIVE)!
    expect(parseRoomSummary(JSON.parse(JSON.stringify(summary)))).toEqual(summary)
    expect(parseRoomSummary({ ...summary, total: 4 })).toBeNull()
    expect(parseRoomSummary({ ...summary, averages: { ...summary.averages, curiosity: 101 } })).toBeNull()
    expect(parseRoomSummary({ ...summary, powers: [{ id: 'x', name: 'X', count: 6 }] })).toBeNull()
    expect(parseRoomSummary('nope')).toBeNull()
  })
})

describe('you and the room', () => {
  it('sets each driver and fear beside the room’s average', () => {
    const mine = FIVE[0]!
    const beside = compareWithRoom(mine, summarizeRoom(FIVE)!)
    expect(beside.total).toBe(5)
    expect(beside.drivers.map((score) => score.key)).toEqual([...MOTIVATION_KEYS])
    expect(beside.fears.map((score) => score.key)).toEqual([...FEAR_KEYS])
    expect(beside.drivers.find((score) => score.key === 'curiosity')).toEqual({
      key: 'curiosity',
      yours: 100,
      room: 60,
    })
    expect(beside.fears.find((score) => score.key === 'fear_fraud')).toEqual({
      key: 'fear_fraud',
      yours: 0,
      room: 50,
    })
  })

  it('names the powers shared with others, most chosen first, and counts the rest', () => {
    const beside = compareWithRoom(FIVE[0]!, summarizeRoom(FIVE)!)
    expect(beside.sharedPowers.map((power) => [power.id, power.count])).toEqual([
      [superPowers[0]!.id, 4],
      [superPowers[1]!.id, 3],
    ])
    // Power 2 was this card's alone: never listed as shared.
    expect(beside.ownPowers).toBe(1)
  })
})
