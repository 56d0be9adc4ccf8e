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

/**
 * A browser as the data facade meets it, for modules imported afresh after this call: IndexedDB (or none),
 * an empty navigator and a localStorage kept in the returned map. `vi.unstubAllGlobals()` undoes it.
 */
export function stubFreshBrowser(storage: 'available' | 'unavailable'): Map<string, string> {
  vi.resetModules()
  stubBrowserStorage(storage)
  vi.stubGlobal('navigator', {})
  const local = new Map<string, string>()
  vi.stubGlobal('window', {
    localStorage: {
      setItem: (key: string, value: string) => local.set(key, value),
      removeItem: (key: string) => local.delete(key),
      getItem: (key: string) => local.get(key) ?? null,
    },
  })
  return local
}
