import { ROOM_LIMITS } from '../src/domain/room-protocol'

/** The most a deployment may raise the join limit to: above it, a room could not tell a crowd from a flood. */
export const MAX_JOINS_PER_MINUTE = 6000

/**
 * Joins a room accepts in a minute: the Worker variable ROOM_JOINS_PER_MINUTE (wrangler.jsonc, or `--var` on
 * `wrangler dev`) when it is a whole number from 1 to MAX_JOINS_PER_MINUTE, else the default of 120. The load
 * bench raises it, to let 300 attendees join within one minute; a deployment keeps 120.
 */
export function joinsPerMinute(raw: unknown): number {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_JOINS_PER_MINUTE
    ? value
    : ROOM_LIMITS.joinsPerMinute
}
