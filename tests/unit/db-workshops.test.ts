import { Dexie } from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDatabase } from '../../src/db/database'
import { restoreWorkshop } from '../../src/db/restore-workshop'
import { listResults } from '../../src/db/results-repository'
import {
  addWorkshopResults,
  endWorkshop,
  getWorkshop,
  listWorkshopResults,
  saveWorkshop,
} from '../../src/db/workshops-repository'
import { isolatedDatabase, stubFreshBrowser } from './support/fake-storage'
import { storedResult } from './support/stored-result'
import { WORKSHOP as workshop } from './support/workshop'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the database upgrade to workshops', () => {
  it('keeps every result, session and message a device stored under the first schema', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const before = new Dexie(name, { indexedDB, IDBKeyRange })
    before
      .version(1)
      .stores({ sessions: 'id, updatedAt', results: 'uuid, createdAt', outbox: 'id, status, createdAt' })
    await before.table('results').bulkAdd([storedResult('a', 1), storedResult('b', 2)])
    await before.table('sessions').add({ id: 'current', updatedAt: 5 })
    await before.table('outbox').add({ id: 'm', status: 'queued', createdAt: 3 })
    before.close()

    const after = createDatabase(name, { indexedDB, IDBKeyRange })
    expect((await listResults(after)).map((row) => row.uuid)).toEqual(['b', 'a'])
    expect(await after.sessions.count()).toBe(1)
    expect(await after.outbox.count()).toBe(1)
    await saveWorkshop(after, workshop)
    expect(await addWorkshopResults(after, workshop.id, [storedResult('a', 1), storedResult('c', 3)])).toBe(1)
    expect((await listWorkshopResults(after, workshop.id)).map((row) => row.uuid)).toEqual(['c'])
    await after.delete()
  })
})

describe('workshops on this device', () => {
  it('keeps each workshop’s results apart, oldest first, and adds each result once', async () => {
    const db = isolatedDatabase()
    await saveWorkshop(db, workshop)
    expect(await addWorkshopResults(db, 'w-1', [storedResult('2', 20), storedResult('1', 10)])).toBe(2)
    expect(await addWorkshopResults(db, 'w-1', [storedResult('1', 10), storedResult('3', 30)])).toBe(1)
    expect(await addWorkshopResults(db, 'w-2', [storedResult('9', 90)])).toBe(1)
    expect((await listWorkshopResults(db, 'w-1')).map((row) => row.uuid)).toEqual(['1', '2', '3'])
    expect((await listWorkshopResults(db, 'w-2')).map((row) => row.uuid)).toEqual(['9'])
    await db.delete()
  })

  it('ends a workshop keeping its results without its PIN hash, or deleting them with it', async () => {
    const db = isolatedDatabase()
    await saveWorkshop(db, workshop)
    await saveWorkshop(db, { ...workshop, id: 'w-2' })
    await addWorkshopResults(db, 'w-1', [storedResult('1', 10)])
    await addWorkshopResults(db, 'w-2', [storedResult('2', 20)])
    await db.results.put(storedResult('own', 30))
    await db.sessions.put({ id: 'current', updatedAt: 5 } as never)

    await endWorkshop(db, 'w-1', 'keep', 99)
    // Strict: a `pin` key left holding undefined would still be a trace of it.
    expect(await db.workshops.get('w-1')).toStrictEqual({
      id: workshop.id,
      name: workshop.name,
      tablet: workshop.tablet,
      startedAt: workshop.startedAt,
      idleMinutes: workshop.idleMinutes,
      endedAt: 99,
    })
    expect(await getWorkshop(db, 'w-1')).toBeNull()
    expect(await listWorkshopResults(db, 'w-1')).toHaveLength(1)
    expect(await db.sessions.count()).toBe(0)

    await endWorkshop(db, 'w-2', 'delete', 100)
    expect(await db.workshops.get('w-2')).toBeUndefined()
    expect(await listWorkshopResults(db, 'w-2')).toEqual([])
    expect((await listResults(db)).map((row) => row.uuid)).toEqual(['own', '1'])
    await db.delete()
  })

  it('reads a damaged workshop row as absent', () => {
    expect(restoreWorkshop(workshop)).toEqual(workshop)
    expect(restoreWorkshop({ ...workshop, pin: 'PLAIN' })).toBeNull()
    expect(restoreWorkshop({ ...workshop, pin: undefined, endedAt: 9 })).toBeNull()
    expect(restoreWorkshop({ ...workshop, tablet: undefined })).toEqual({ ...workshop, tablet: 'Tablet' })
    expect(restoreWorkshop({ ...workshop, name: 7 })).toBeNull()
    expect(restoreWorkshop({ ...workshop, endedAt: -1 })).toBeNull()
    expect(restoreWorkshop(null)).toBeNull()
  })
})

describe('workshop mode through the data facade', () => {
  async function facade() {
    stubFreshBrowser('available')
    const data = await import('../../src/db/device-data')
    const { getAppDatabase } = await import('../../src/db/database')
    return { data, db: getAppDatabase() }
  }

  // Entering, ending and a workshop gone are the door's (door-workshops.test.ts); here, what the facade adds.
  it('knows workshop mode at once on the next page, files results under it, and leaves it', async () => {
    const { data, db } = await facade()
    expect(data.workshopModeId()).toBeNull()
    await data.startWorkshop(workshop)
    expect(data.workshopModeId()).toBe('w-1')
    await data.saveResult(storedResult('r', 1), 'w-1')
    expect(await data.listWorkshopResults('w-1')).toEqual({ ok: true, value: [storedResult('r', 1)] })

    await data.endWorkshop('w-1', 'keep')
    expect(data.workshopModeId()).toBeNull()
    await db.delete()
  })

  it('"Delete my data" removes every workshop, and workshop mode with it', async () => {
    const { data, db } = await facade()
    await data.startWorkshop(workshop)
    await data.deleteAllData()
    expect(data.workshopModeId()).toBeNull()
    expect(await db.workshops.count()).toBe(0)
    await db.delete()
  })
})
