/**
 * localStorage and sessionStorage behind one guard: private modes and full disks throw, and a value that
 * cannot be kept is no reason to stop a page working. Only the names in LOCAL_KEYS and SESSION_KEYS are
 * used, so deleting them all is deleting everything the app keeps there.
 */
import { LOCAL_KEYS, SESSION_KEYS, type LocalKey, type SessionKey } from './storage-keys'

type Area = 'localStorage' | 'sessionStorage'

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key)
  } catch {
    return null
  }
}

function write(area: Area, key: string, value: string): boolean {
  try {
    window[area].setItem(key, value)
    return true
  } catch {
    return false
  }
}

function remove(area: Area, key: string): void {
  try {
    window[area].removeItem(key)
  } catch {
    // Nothing could have been stored either.
  }
}

/** The stored text, or null when there is none or storage cannot be read. */
export function readLocal(key: LocalKey): string | null {
  return read('localStorage', key)
}

/** Stores the text; returns false when storage refused it (the value then lives only in the page). */
export function writeLocal(key: LocalKey, value: string): boolean {
  return write('localStorage', key, value)
}

export function removeLocal(key: LocalKey): void {
  remove('localStorage', key)
}

/** This tab's stored text, or null when there is none or storage cannot be read. */
export function readTabEntry(key: SessionKey): string | null {
  return read('sessionStorage', key)
}

/** Stores the text for this tab only; returns false when storage refused it. */
export function writeTabEntry(key: SessionKey, value: string): boolean {
  return write('sessionStorage', key, value)
}

export function removeTabEntry(key: SessionKey): void {
  remove('sessionStorage', key)
}

/** Removes every entry the app keeps in localStorage and this tab's sessionStorage. */
export function removeAllLocal(): void {
  Object.values(LOCAL_KEYS).forEach(removeLocal)
  Object.values(SESSION_KEYS).forEach(removeTabEntry)
}
