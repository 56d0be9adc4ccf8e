/**
 * The app's IndexedDB as a test reads and writes it, from the page, never making it: opened before the app
 * made it, the database would be left empty at version 1, and the app's own open would wait on this one to
 * upgrade it ("open in another tab running a different version"). Every connection is closed once used.
 */
import type { Page } from '@playwright/test'
import { STORAGE } from '../../src/db/storage-keys'

/** One row by its key, or every row. */
type Rows = { key: string } | 'all'

/** A row of `store` by its key (or all its rows); null while the app has not made the store. */
export function readStore<T>(page: Page, store: string, rows: Rows): Promise<T | null> {
  return page.evaluate(
    ({ name, store, rows }) =>
      new Promise<T | null>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onupgradeneeded = () => request.transaction?.abort()
        request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error))
        request.onsuccess = () => {
          const db = request.result
          if (!db.objectStoreNames.contains(store)) {
            db.close()
            return resolve(null)
          }
          const objects = db.transaction(store).objectStore(store)
          const read = rows === 'all' ? objects.getAll() : objects.get(rows.key)
          read.onsuccess = () => resolve((read.result as T | undefined) ?? null)
          read.onerror = () => reject(read.error)
          db.close()
        }
      }),
    { name: STORAGE.databaseName, store, rows },
  )
}

/** Puts `row` into `store`, as the app would; fails while the app has not made its database. */
export function writeStore(page: Page, store: string, row: unknown): Promise<void> {
  return page.evaluate(
    ({ name, store, row }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onupgradeneeded = () => request.transaction?.abort()
        request.onerror = () => reject(request.error ?? new Error(`${name} is not made yet`))
        request.onsuccess = () => {
          const write = request.result.transaction(store, 'readwrite')
          write.objectStore(store).put(row)
          request.result.close()
          write.oncomplete = () => resolve()
          write.onerror = () => reject(write.error)
        }
      }),
    { name: STORAGE.databaseName, store, row },
  )
}
