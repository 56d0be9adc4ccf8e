/**
 * Wrong facilitator PINs typed in a row on this device, and when the last one was: kept in localStorage, so
 * reloading the page does not reset the growing wait after them.
 */
import { readLocal, removeLocal, writeLocal } from '../../db/local-entries'
import { LOCAL_KEYS } from '../../db/storage-keys'
import { isNonNegativeInteger, isObject } from '../../domain/restore-guards'
import { pinRetryDelayMs } from '../../domain/workshop-pin'

interface PinFailures {
  count: number
  /** Epoch milliseconds of the last wrong PIN. */
  at: number
}

function readFailures(): PinFailures {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEYS.pinFailures) ?? 'null')
    if (isObject(parsed) && isNonNegativeInteger(parsed.count) && isNonNegativeInteger(parsed.at))
      return { count: parsed.count, at: parsed.at }
  } catch {
    // An unreadable entry counts as none.
  }
  return { count: 0, at: 0 }
}

/** Epoch milliseconds from when the next PIN may be tried (in the past when it may be tried now). */
export function nextPinAttemptAt(): number {
  const { count, at } = readFailures()
  return at + pinRetryDelayMs(count)
}

/** Records a wrong PIN; resolves the time the next may be tried. */
export function recordWrongPin(now = Date.now()): number {
  const failures = { count: readFailures().count + 1, at: now }
  writeLocal(LOCAL_KEYS.pinFailures, JSON.stringify(failures))
  return failures.at + pinRetryDelayMs(failures.count)
}

export function clearWrongPins(): void {
  removeLocal(LOCAL_KEYS.pinFailures)
}
