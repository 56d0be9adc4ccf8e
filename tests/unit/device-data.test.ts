import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFreshBrowser } from './support/fake-storage'

/** The data facade loaded fresh over fake-indexeddb, or over a browser with no IndexedDB at all. */
async function deviceData(storage: 'available' | 'unavailable') {
  const local = stubFreshBrowser(storage)
  const facade = await import('../../src/db/device-data')
  const { getAppDatabase } = await import('../../src/db/database')
  const { LOCAL_KEYS } = await import('../../src/db/storage-keys')
  return { facade, local, db: getAppDatabase(), LOCAL_KEYS }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the data facade', () => {
  it('reads back what it keeps', async () => {
    const { facade, db } = await deviceData('available')
    expect(await facade.listResults()).toEqual({ ok: true, value: [] })
    expect(await facade.findResult('nope')).toEqual({ ok: true, value: null })
    expect(await facade.loadAssessment()).toEqual({ ok: true, value: null })
    await db.delete()
  })

  it('without IndexedDB every call resolves to "unavailable" and reports it once, never throwing', async () => {
    const { facade } = await deviceData('unavailable')
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const outcomes = await Promise.all([
      facade.loadAssessment(),
      facade.listResults(),
      facade.findResult('3f0c1a2b-8b4d-4e2a-9c71-3f5e2d8a1b00'),
      facade.deleteResult('3f0c1a2b-8b4d-4e2a-9c71-3f5e2d8a1b00'),
      facade.clearAssessment(),
    ])
    expect(outcomes).toEqual(Array(5).fill({ ok: false, failure: 'unavailable' }))
    expect(report).toHaveBeenCalledTimes(5)
    expect(report.mock.calls.map(([message]) => String(message))).toContain(
      'Think First could not read the assessment on this device',
    )
  })

  it('"Delete my data" deletes messages the endpoint refused, and keeps those still waiting to go', async () => {
    const { facade, db } = await deviceData('available')
    const outbox = await import('../../src/db/outbox-repository')
    const refused = await outbox.enqueue(db, 'contact', { message: 'Hello' })
    const queued = await outbox.enqueue(db, 'contact', { message: 'Later' })
    await outbox.markRefused(db, refused.id, 'fields', 'refused')

    expect(await facade.deleteAllData()).toEqual({ ok: true, value: undefined })
    expect((await db.outbox.toArray()).map((entry) => entry.id)).toEqual([queued.id])
    await db.delete()
  })

  it('"Delete my data" clears every localStorage entry even when IndexedDB is unavailable', async () => {
    const { facade, local, LOCAL_KEYS } = await deviceData('unavailable')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const key of Object.values(LOCAL_KEYS)) local.set(key, 'kept')
    expect(await facade.deleteAllData()).toEqual({ ok: false, failure: 'unavailable' })
    expect([...local.keys()]).toEqual([])
  })
})
