import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'
import { storedResult } from './support/stored-result'

const loadAllData = () => import('../../src/db/door/all-data')

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('"Delete my data"', () => {
  it('deletes every kind of record but the messages still waiting to go', async () => {
    const { door, db, local, LOCAL_KEYS } = await freshDoor(loadAllData)
    const outbox = await import('../../src/db/outbox-repository')
    await db.results.put(storedResult('mine', 1))
    await db.comparisons.put({ resultUuid: 'mine', card: storedResult('theirs', 1) })
    const sent = await outbox.enqueue(db, 'contact', { message: 'Sent' })
    const waiting = await outbox.enqueue(db, 'contact', { message: 'Waiting' })
    await outbox.markSent(db, sent.id)
    local.set(LOCAL_KEYS.tabletLabel, 'Tablet 1')

    expect(await door.deleteAllData()).toEqual({ ok: true, value: undefined })
    expect(await db.results.count()).toBe(0)
    expect(await db.comparisons.count()).toBe(0)
    expect((await db.outbox.toArray()).map((entry) => entry.id)).toEqual([waiting.id])
    expect([...local.keys()]).toEqual([])
    await db.delete()
  })
})
