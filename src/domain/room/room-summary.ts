// "You and the room": what the facilitator's device tells each phone of the room once it reveals (the average
// of each score and every power chosen, with how many chose it) and how a phone sets its own card beside it.
// The facilitator's device makes it (room-summary-of-cards.ts); a phone only reads it, without that code.
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../content/assessment/scores'
import type { AssessmentResult, Scores } from '../assessment/assessment-types'
import { isNonNegativeInteger, isObject } from '../restore/restore-guards'

/**
 * Below this many cards no summary is made: set beside a phone's own card, a room's averages over fewer
 * would say too much of each other person's.
 */
export const MIN_SUMMARY_CARDS = 5

/** Powers a summary names at most: the picker's whole list fits with room to spare. */
const MAX_POWERS = 100
const POWER_NAME_MAX = 80

export interface RoomSummaryPower {
  id: string
  name: string
  count: number
}

/** What a phone is told of the room: never anything of one person. */
export interface RoomSummary {
  total: number
  averages: Scores
  powers: RoomSummaryPower[]
}

const SCORE_KEYS: readonly ScoreKey[] = [...MOTIVATION_KEYS, ...FEAR_KEYS]

function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100
}

/** A summary as opened on a phone (or read back from its storage), or null if anything is off. */
export function parseRoomSummary(raw: unknown): RoomSummary | null {
  if (!isObject(raw) || !isObject(raw.averages) || !Array.isArray(raw.powers)) return null
  const { total, averages } = raw
  if (!isNonNegativeInteger(total) || total < MIN_SUMMARY_CARDS) return null
  if (!SCORE_KEYS.every((key) => isScore(averages[key]))) return null
  if (raw.powers.length > MAX_POWERS) return null
  const powers: RoomSummaryPower[] = []
  for (const power of raw.powers as unknown[]) {
    if (!isObject(power) || typeof power.id !== 'string' || typeof power.name !== 'string') return null
    if (power.name.length > POWER_NAME_MAX || power.id.length > POWER_NAME_MAX) return null
    if (!isNonNegativeInteger(power.count) || power.count > total) return null
    powers.push({ id: power.id, name: power.name, count: power.count })
  }
  const scores = Object.fromEntries(SCORE_KEYS.map((key) => [key, averages[key]])) as Scores
  return { total, averages: scores, powers }
}

export interface ScoreBeside {
  key: ScoreKey
  yours: number
  room: number
}

export interface YouAndRoom {
  total: number
  drivers: ScoreBeside[]
  fears: ScoreBeside[]
  /** The powers this card chose that others in the room chose too, with how many chose each (this card included). */
  sharedPowers: RoomSummaryPower[]
  /** How many of this card's powers nobody else chose. */
  ownPowers: number
}

/** A card set beside its room: each score against the room's average, and the powers it shares. */
export function compareWithRoom(own: AssessmentResult, summary: RoomSummary): YouAndRoom {
  const beside = (key: ScoreKey): ScoreBeside => ({
    key,
    yours: own.scores[key],
    room: summary.averages[key],
  })
  const counts = new Map(summary.powers.map((power) => [power.id, power]))
  const sharedPowers = own.powers.flatMap((power) => {
    const inRoom = counts.get(power.id)
    return inRoom && inRoom.count > 1 ? [{ ...inRoom, name: power.name }] : []
  })
  return {
    total: summary.total,
    drivers: MOTIVATION_KEYS.map(beside),
    fears: FEAR_KEYS.map(beside),
    sharedPowers: sharedPowers.sort((a, b) => b.count - a.count),
    ownPowers: own.powers.length - sharedPowers.length,
  }
}
