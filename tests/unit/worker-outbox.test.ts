import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'

const loadWorkerOutbox = () => import('../../src/db/worker-outbox')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the service worker's door to the outbox", () => {
  it('lists what waits and records how each delivery went, in the page’s own outbox', async () => {
    const { door, db } = await freshDoor(loadWorkerOutbox)
    const outbox = await import('../../src/db/outbox-repository')
    const sent = await outbox.enqueue(db, 'contact', { message: 'Hello' })
    const refused = await outbox.enqueue(db, 'intake', { message: 'Refused' })
    const retried = await outbox.enqueue(db, 'contact', { message: 'Later' })

    const pending = (await door.workerOutbox.listPending()).map((entry) => entry.id)
    expect(pending.sort()).toEqual([sent.id, refused.id, retried.id].sort())
    await door.workerOutbox.markSent(sent.id)
    await door.workerOutbox.markRefused(refused.id, 'fields', 'refused')
    await door.workerOutbox.recordAttempt(retried.id, 'offline')
    expect(await door.workerOutbox.listPending()).toEqual([
      expect.objectContaining({ id: retried.id, attempts: 1, lastError: 'offline' }),
    ])
    await db.delete()
  })

  it('rejects when storage fails, so the browser retries the sync', async () => {
    const { door } = await freshDoor(loadWorkerOutbox, 'unavailable')
    await expect(door.workerOutbox.listPending()).rejects.toThrow()
  })
})
