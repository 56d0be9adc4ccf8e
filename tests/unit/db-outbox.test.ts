import { describe, expect } from 'vitest'
import { test } from './support/database-test'
import {
  deleteSettled,
  dismissRefused,
  enqueue,
  getEntry,
  listPending,
  listRefused,
  markRefused,
  markSent,
  recordAttempt,
} from '../../src/db/outbox-repository'
import { restoreOutboxEntry } from '../../src/db/restore-outbox'

const payload = { name: 'Ada', email: 'ada@example.com', message: 'Hello', newsletter: true }

describe('outbox repository', () => {
  test('enqueue stores a queued entry with a fresh id and no attempts', async ({ db }) => {
    const entry = await enqueue(db, 'contact', payload, 1000)
    const other = await enqueue(db, 'intake', { teamSize: 12 }, 1001)

    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'contact',
      payload,
      createdAt: 1000,
      attempts: 0,
      status: 'queued',
    })
    expect(other.id).not.toBe(entry.id)
    expect(await getEntry(db, entry.id)).toEqual(entry)
  })

  test('lists pending entries oldest first', async ({ db }) => {
    const late = await enqueue(db, 'contact', payload, 300)
    const early = await enqueue(db, 'intake', payload, 100)
    const middle = await enqueue(db, 'contact', payload, 200)

    expect((await listPending(db)).map((e) => e.id)).toEqual([early.id, middle.id, late.id])
  })

  test('an entry goes queued -> attempted -> sent, and stays sent', async ({ db }) => {
    const { id } = await enqueue(db, 'contact', payload, 1000)

    expect(await recordAttempt(db, id, 'Network offline')).toMatchObject({
      attempts: 1,
      lastError: 'Network offline',
      status: 'queued',
    })
    const retried = await recordAttempt(db, id)
    expect(retried).toMatchObject({ attempts: 2, status: 'queued' })
    expect(retried).not.toHaveProperty('lastError')

    expect(await markSent(db, id, 2000)).toMatchObject({ status: 'sent', sentAt: 2000, attempts: 2 })
    expect(await markSent(db, id, 3000)).toMatchObject({ status: 'sent', sentAt: 2000 })
    expect(await recordAttempt(db, id, 'late failure')).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await getEntry(db, id)).toMatchObject({ status: 'sent', sentAt: 2000, attempts: 2 })
    expect(await listPending(db)).toEqual([])
  })

  test('pending excludes sent entries', async ({ db }) => {
    const sent = await enqueue(db, 'contact', payload, 100)
    const queued = await enqueue(db, 'intake', payload, 200)
    await markSent(db, sent.id)

    expect((await listPending(db)).map((e) => e.id)).toEqual([queued.id])
  })

  test('deleting sent copies keeps the entries still waiting to go out', async ({ db }) => {
    const sent = await enqueue(db, 'contact', payload, 100)
    const queued = await enqueue(db, 'intake', payload, 200)
    await markSent(db, sent.id)

    await deleteSettled(db)

    expect(await getEntry(db, sent.id)).toBeNull()
    expect(await getEntry(db, queued.id)).toMatchObject({ status: 'queued', payload })
    expect(await markSent(db, sent.id)).toBeNull()
  })

  test('a refused entry keeps its message and code through a reload, leaves delivery, and goes when dismissed', async ({
    db,
  }) => {
    const refused = await enqueue(db, 'contact', payload, 100)
    const queued = await enqueue(db, 'intake', payload, 200)
    await markRefused(db, refused.id, 'fields', 'The endpoint answered HTTP 422 (fields)')

    expect(restoreOutboxEntry(await db.outbox.get(refused.id))).toMatchObject({
      status: 'refused',
      refusalCode: 'fields',
      attempts: 1,
      payload,
    })
    expect((await listPending(db)).map((e) => e.id)).toEqual([queued.id])
    expect((await listRefused(db)).map((e) => e.id)).toEqual([refused.id])
    // Refused is final: nothing sends, re-queues or re-marks it.
    expect(await markSent(db, refused.id)).toMatchObject({ status: 'refused' })
    await dismissRefused(db, queued.id)
    expect(await getEntry(db, queued.id)).toMatchObject({ status: 'queued' })

    await dismissRefused(db, refused.id)
    expect(await getEntry(db, refused.id)).toBeNull()
  })

  test('deleting settled copies removes refused entries too', async ({ db }) => {
    const refused = await enqueue(db, 'contact', payload, 100)
    const queued = await enqueue(db, 'intake', payload, 200)
    await markRefused(db, refused.id, 'fields', 'refused')

    await deleteSettled(db)

    expect(await getEntry(db, refused.id)).toBeNull()
    expect(await getEntry(db, queued.id)).toMatchObject({ status: 'queued' })
  })

  test('updating an unknown id gives null and creates nothing', async ({ db }) => {
    expect(await recordAttempt(db, 'nope', 'x')).toBeNull()
    expect(await markSent(db, 'nope')).toBeNull()
    expect(await getEntry(db, 'nope')).toBeNull()
    expect(await db.outbox.count()).toBe(0)
  })

  test('an unreadable queued row is skipped, not delivered half-formed', async ({ db }) => {
    const good = await enqueue(db, 'contact', payload, 100)
    await db.outbox.put({ id: 'bad', status: 'queued', createdAt: 50, kind: 'fax' } as never)

    expect((await listPending(db)).map((e) => e.id)).toEqual([good.id])
    expect(await markSent(db, 'bad')).toBeNull()
  })
})
