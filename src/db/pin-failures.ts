/**
 * Wrong PINs typed in a row on this device, and when the last one was: kept in localStorage, so reloading the
 * page does not reset the growing wait after them. The tablet's facilitator PIN and a room's PIN each keep
 * their own count.
 */
import { isNonNegativeInteger, isObject } from '../domain/restore/restore-guards'
import { pinRetryDelayMs } from '../domain/workshop/workshop-pin'
import { readLocal, removeLocal, writeLocal } from './local-entries'
import { LOCAL_KEYS } from './storage-keys'

interface Failures {
  count: number
  /** Epoch milliseconds of the last wrong PIN. */
  at: number
}

export interface PinFailures {
  /** Epoch milliseconds from when the next PIN may be tried (in the past when it may be tried now). */
  nextAttemptAt(): number
  /** Records a wrong PIN; returns the time the next may be tried. */
  recordWrong(now?: number): number
  clear(): void
}

function pinFailures(key: (typeof LOCAL_KEYS)['pinFailures' | 'roomPinFailures']): PinFailures {
  function read(): Failures {
    try {
      const parsed: unknown = JSON.parse(readLocal(key) ?? 'null')
      if (isObject(parsed) && isNonNegativeInteger(parsed.count) && isNonNegativeInteger(parsed.at))
        return { count: parsed.count, at: parsed.at }
    } catch {
      // An unreadable entry counts as none.
    }
    return { count: 0, at: 0 }
  }
  return {
    nextAttemptAt() {
      const { count, at } = read()
      return at + pinRetryDelayMs(count)
    },
    recordWrong(now = Date.now()) {
      const failures = { count: read().count + 1, at: now }
      writeLocal(key, JSON.stringify(failures))
      return failures.at + pinRetryDelayMs(failures.count)
    },
    clear() {
      removeLocal(key)
    },
  }
}

/** The workshop tablet's facilitator PIN. */
export const tabletPinFailures = pinFailures(LOCAL_KEYS.pinFailures)
/** The PIN of the live rooms this device runs (moving a room's keys, deleting it). */
export const roomPinFailures = pinFailures(LOCAL_KEYS.roomPinFailures)
