import { ROOM_LIMITS } from '../src/domain/room-protocol'

const DAY_MS = 24 * 60 * 60 * 1000
/** An alarm this close to where it should be is left alone, so a busy room does not rewrite it every time. */
const ALARM_SLACK_MS = 60 * 60 * 1000

/** When a room last used (or ended) at `lastUsed` is deleted. */
export function roomExpiry(lastUsed: number): number {
  return lastUsed + ROOM_LIMITS.expiryDays * DAY_MS
}

/** Whether the alarm set for `current` must move to `wanted`. */
export function alarmNeedsMoving(current: number | null, wanted: number): boolean {
  return current === null || Math.abs(wanted - current) > ALARM_SLACK_MS
}
