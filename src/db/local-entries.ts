/**
 * localStorage behind one guard: private modes and full disks throw, and a value that cannot be kept is no
 * reason to stop a page working. Only the names in LOCAL_KEYS are used, so deleting them all is deleting
 * everything the app keeps there.
 */
import { LOCAL_KEYS, type LocalKey } from './storage-keys'

/** The stored text, or null when there is none or storage cannot be read. */
export function readLocal(key: LocalKey): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Stores the text; returns false when storage refused it (the value then lives only in the page). */
export function writeLocal(key: LocalKey, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

export function removeLocal(key: LocalKey): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing could have been stored either.
  }
}

/** Removes every entry the app keeps in localStorage. */
export function removeAllLocal(): void {
  Object.values(LOCAL_KEYS).forEach(removeLocal)
}
