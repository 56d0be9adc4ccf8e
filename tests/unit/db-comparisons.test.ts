import { Dexie } from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDatabase } from '../../src/db/database'
import { STORAGE } from '../../src/db/storage-keys'
import { stubFreshBrowser } from './support/fake-storage'
import { storedResult } from './support/stored-result'

const SHARED = '11111111-1111-4111-8111-111111111111'
const MINE = '22222222-2222-4222-8222-222222222222'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('"Compare with me" on the device', () => {
  it('keeps the accepted card with the next result made, offline and after the card itself is gone', async () => {
    stubFreshBrowser('available')
    const facade = await import('../../src/db/device-data')
    const { getAppDatabase } = await import('../../src/db/database')
    const theirs = storedResult(SHARED, 1_000, { received: true, firstName: 'Sam', hideWatchOut: true })
    await facade.saveResult(theirs)
    facade.inviteComparison(SHARED, 2_000)

    // A result made before the invitation was accepted is not compared.
    expect(await facade.comparisonFor(storedResult('33333333-3333-4333-8333-333333333333', 1_500))).toEqual({
      ok: true,
      value: null,
    })
    const mine = storedResult(MINE, 3_000)
    expect(await facade.comparisonFor(mine)).toEqual({ ok: true, value: theirs })
    // Used: another result made later is not compared; this one still is, with the card's row deleted.
    expect(await facade.comparisonFor(storedResult('44444444-4444-4444-8444-444444444444', 4_000))).toEqual({
      ok: true,
      value: null,
    })
    await facade.deleteResult(SHARED)
    expect(await facade.comparisonFor(mine)).toEqual({ ok: true, value: theirs })

    await facade.deleteResult(MINE)
    expect(await facade.comparisonFor(mine)).toEqual({ ok: true, value: null })
    await getAppDatabase().delete()
  })

  it('"Delete my data" deletes the comparisons and a pending invitation', async () => {
    const local = stubFreshBrowser('available')
    const facade = await import('../../src/db/device-data')
    const { getAppDatabase } = await import('../../src/db/database')
    await facade.saveResult(storedResult(SHARED, 1_000, { received: true }))
    facade.inviteComparison(SHARED, 2_000)
    await facade.comparisonFor(storedResult(MINE, 3_000))
    facade.inviteComparison(SHARED, 5_000)
    await facade.deleteAllData()
    expect(local.size).toBe(0)
    expect(await getAppDatabase().comparisons.count()).toBe(0)
    await getAppDatabase().delete()
  })

  it('upgrades a version-2 database, keeping its results', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const old = new Dexie(name, { indexedDB, IDBKeyRange })
    old
      .version(1)
      .stores({ sessions: 'id, updatedAt', results: 'uuid, createdAt', outbox: 'id, status, createdAt' })
    old.version(2).stores({ results: 'uuid, createdAt, workshopId', workshops: 'id, startedAt' })
    await old.table('results').put(storedResult(MINE, 3_000))
    old.close()

    const db = createDatabase(name, { indexedDB, IDBKeyRange })
    await db.open()
    expect(db.verno).toBe(STORAGE.schemaVersion)
    expect(await db.results.get(MINE)).toEqual(storedResult(MINE, 3_000))
    await db.comparisons.put({ resultUuid: MINE, card: storedResult(SHARED, 1_000) })
    expect(await db.comparisons.count()).toBe(1)
    await db.delete()
  })
})
