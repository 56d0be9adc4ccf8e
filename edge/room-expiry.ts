import { ROOM_LIMITS } from '../src/domain/room/room-protocol'

const DAY_MS = 24 * 60 * 60 * 1000
/** An alarm this close to where it should be is left alone, so a busy room does not rewrite it every time. */
const ALARM_SLACK_MS = 60 * 60 * 1000

/**
 * When a room is deleted: 30 days after the facilitator last acted in it or a card last arrived, and never
 * later than 90 days after it was created. Joins and progress do not count, so nobody but the facilitator
 * and new cards can keep a room's ciphertext alive.
 */
export function roomExpiry(room: { lastUsed: number; createdAt: number }): number {
  return Math.min(
    room.lastUsed + ROOM_LIMITS.expiryDays * DAY_MS,
    room.createdAt + ROOM_LIMITS.lifetimeDays * DAY_MS,
  )
}

/** Whether the alarm set for `current` must move to `wanted`. */
export function alarmNeedsMoving(current: number | null, wanted: number): boolean {
  return current === null || Math.abs(wanted - current) > ALARM_SLACK_MS
}
