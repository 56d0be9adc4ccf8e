import { IDBKeyRange } from 'fake-indexeddb'
import { isolatedDatabase, stubBrowserStorage } from './support/fake-storage'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDatabase, isStorageAvailable, openDatabase, type IndexedDbApi } from '../../src/db/database'
import { enqueue, getEntry, listPending, markSent, recordAttempt } from '../../src/db/outbox-repository'
import {
  countResults,
  deleteAllResults,
  deleteResult,
  getResult,
  listResults,
  saveResult,
} from '../../src/db/results-repository'
import { clearSession, loadSession, saveSession } from '../../src/db/sessions-repository'
import { StorageUnavailableError } from '../../src/db/storage-error'
import { STORAGE } from '../../src/db/storage-keys'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import type { SessionDraft } from '../../src/db/record-types'

/** An IndexedDB whose open request fails the way Firefox's private mode used to. */
function refusingIndexedDb(error: DOMException): IndexedDbApi['indexedDB'] {
  return {
    open() {
      const request: { error?: DOMException; onerror?: (event: unknown) => void } = {}
      setTimeout(() => {
        request.error = error
        request.onerror?.({ target: request, preventDefault() {}, stopPropagation() {} })
      })
      return request
    },
  }
}

const unavailable: [string, IndexedDbApi][] = [
  ['the API is missing', { indexedDB: undefined, IDBKeyRange: undefined }],
  [
    'touching open() throws',
    {
      indexedDB: {
        open() {
          throw new DOMException('Access denied', 'SecurityError')
        },
      },
      IDBKeyRange,
    },
  ],
  [
    'the open request fails',
    { indexedDB: refusingIndexedDb(new DOMException('No', 'InvalidStateError')), IDBKeyRange },
  ],
]

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe.each(unavailable)('when %s', (_, api) => {
  test('isStorageAvailable resolves false', async () => {
    expect(await isStorageAvailable(createDatabase('unavailable', api))).toBe(false)
  })

  test('openDatabase rejects with StorageUnavailableError, keeping the cause', async () => {
    const error = await openDatabase(createDatabase('unavailable', api)).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(StorageUnavailableError)
    expect((error as Error).cause).toBeInstanceOf(Error)
  })

  test.each<[string, (db: ReturnType<typeof createDatabase>) => Promise<unknown>]>([
    ['saveSession', (db) => saveSession(db, {} as SessionDraft)],
    ['loadSession', (db) => loadSession(db)],
    ['clearSession', (db) => clearSession(db)],
    ['saveResult', (db) => saveResult(db, {} as AssessmentResult)],
    ['getResult', (db) => getResult(db, 'a')],
    ['listResults', (db) => listResults(db)],
    ['countResults', (db) => countResults(db)],
    ['deleteResult', (db) => deleteResult(db, 'a')],
    ['deleteAllResults', (db) => deleteAllResults(db)],
    ['enqueue', (db) => enqueue(db, 'contact', {})],
    ['getEntry', (db) => getEntry(db, 'a')],
    ['listPending', (db) => listPending(db)],
    ['recordAttempt', (db) => recordAttempt(db, 'a')],
    ['markSent', (db) => markSent(db, 'a')],
  ])('%s rejects with StorageUnavailableError', async (_, call) => {
    await expect(call(createDatabase('unavailable', api))).rejects.toBeInstanceOf(StorageUnavailableError)
  })
})

test('isStorageAvailable resolves true with a working IndexedDB', async () => {
  const db = isolatedDatabase()

  expect(await isStorageAvailable(db)).toBe(true)
  await db.delete()
})

describe('the shared app database', () => {
  // Fresh module copies, so the lazily created handle sees the globals stubbed in each test.
  async function freshDatabaseModule() {
    vi.resetModules()
    return import('../../src/db/database')
  }

  test('imports safely without IndexedDB and reports it unavailable', async () => {
    stubBrowserStorage('unavailable')
    const { isStorageAvailable: probe, getAppDatabase } = await freshDatabaseModule()

    expect(await probe()).toBe(false)
    await expect(loadSession(getAppDatabase())).rejects.toBeInstanceOf(StorageUnavailableError)
  })

  test('uses the browser IndexedDB under the app database name, one handle for the page', async () => {
    stubBrowserStorage('available')
    const { isStorageAvailable: probe, getAppDatabase } = await freshDatabaseModule()

    expect(getAppDatabase()).toBe(getAppDatabase())
    expect(getAppDatabase().name).toBe(STORAGE.databaseName)
    expect(await probe()).toBe(true)
    await getAppDatabase().delete()
  })
})
