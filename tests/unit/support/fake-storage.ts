/**
 * The one fake IndexedDB of the unit tests (fake-indexeddb): a database of its own for testing the
 * repositories, or the globals a browser would have for testing the app the way it runs there.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { vi } from 'vitest'
import { createDatabase, type ThinkFirstDatabase } from '../../../src/db/database'

/** A fresh database under a name of its own, so tests never see each other's rows. */
export function isolatedDatabase(): ThinkFirstDatabase {
  return createDatabase(`test-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange })
}

/** IndexedDB as the app finds it in a browser, or missing altogether; `vi.unstubAllGlobals()` undoes it. */
export function stubBrowserStorage(storage: 'available' | 'unavailable'): void {
  vi.stubGlobal('indexedDB', storage === 'available' ? indexedDB : undefined)
  vi.stubGlobal('IDBKeyRange', IDBKeyRange)
}
