import { describe, expect } from 'vitest'
import type { ThinkFirstDatabase } from '../../src/db/database'
import { test } from './support/database-test'
import {
  enqueue,
  getEntry,
  listPending,
  listRefused,
  markRefused,
  markSent,
  recordAttempt,
} from '../../src/db/outbox-repository'
import type { AttemptResult, OutboxItem } from '../../src/domain/outbox/outbox-delivery'
import {
  flushExclusively,
  flushPending,
  needsRetry,
  type FlushPorts,
} from '../../src/domain/outbox/outbox-flush'

const payload = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }

/** Ports over the real repository, with an endpoint that answers each entry as `answer` says. */
function portsWith(db: ThinkFirstDatabase, answer: (entry: OutboxItem) => AttemptResult) {
  const sentTo: string[] = []
  const ports: FlushPorts = {
    listPending: () => listPending(db),
    send: async (entry) => {
      sentTo.push(entry.id)
      return answer(entry)
    },
    markSent: (id) => markSent(db, id, 5000),
    recordAttempt: (id, error) => recordAttempt(db, id, error),
    markRefused: (id, code, error) => markRefused(db, id, code, error),
  }
  return { ports, sentTo }
}

const delivered: AttemptResult = { kind: 'delivered' }
const rejected: AttemptResult = { kind: 'rejected', error: 'The endpoint answered HTTP 500' }
const refused: AttemptResult = {
  kind: 'refused',
  status: 422,
  code: 'fields',
  error: 'The endpoint answered HTTP 422 (fields)',
}
const unreachable: AttemptResult = { kind: 'unreachable', error: 'No answer from the endpoint' }

describe('a pass over the outbox', () => {
  test('delivers every queued entry oldest first and marks each sent', async ({ db }) => {
    const late = await enqueue(db, 'intake', { orgName: 'Acme' }, 200)
    const early = await enqueue(db, 'contact', payload, 100)
    const { ports, sentTo } = portsWith(db, () => delivered)

    const report = await flushPending(ports)

    expect(sentTo).toEqual([early.id, late.id])
    expect(report).toEqual({
      sent: [early.id, late.id],
      refused: [],
      failed: [],
      skipped: [],
      retryAfterMs: null,
    })
    expect(needsRetry(report)).toBe(false)
    expect(await getEntry(db, early.id)).toMatchObject({ status: 'sent', sentAt: 5000, attempts: 0 })
    expect(await listPending(db)).toEqual([])
  })

  test('a sent entry is never sent again', async ({ db }) => {
    const { id } = await enqueue(db, 'contact', payload, 100)
    const { ports, sentTo } = portsWith(db, () => delivered)

    await flushPending(ports)
    const second = await flushPending(ports)

    expect(sentTo).toEqual([id])
    expect(second).toEqual({ sent: [], refused: [], failed: [], skipped: [], retryAfterMs: null })
  })

  test('an error answer keeps the entry queued with the reason, and the others still go', async ({ db }) => {
    const bad = await enqueue(db, 'contact', payload, 100)
    const good = await enqueue(db, 'contact', payload, 200)
    const { ports } = portsWith(db, (entry) => (entry.id === bad.id ? rejected : delivered))

    const report = await flushPending(ports)

    expect(report).toEqual({
      sent: [good.id],
      refused: [],
      failed: [bad.id],
      skipped: [],
      retryAfterMs: null,
    })
    expect(needsRetry(report)).toBe(true)
    expect(await getEntry(db, bad.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: rejected.error,
    })
  })

  test('a permanent refusal marks the entry refused with its code; it is never sent again, the others go', async ({
    db,
  }) => {
    const bad = await enqueue(db, 'contact', payload, 100)
    const good = await enqueue(db, 'contact', payload, 200)
    const { ports, sentTo } = portsWith(db, (entry) => (entry.id === bad.id ? refused : delivered))

    const report = await flushPending(ports)
    const next = await flushPending(ports)

    expect(report).toEqual({
      sent: [good.id],
      refused: [bad.id],
      failed: [],
      skipped: [],
      retryAfterMs: null,
    })
    expect(needsRetry(report)).toBe(false)
    expect(next).toEqual({ sent: [], refused: [], failed: [], skipped: [], retryAfterMs: null })
    expect(sentTo).toEqual([bad.id, good.id])
    expect(await listRefused(db)).toEqual([
      expect.objectContaining({ id: bad.id, status: 'refused', refusalCode: 'fields', payload }),
    ])
  })

  test('no answer stops the pass: the rest stay queued and untried, nothing is dropped', async ({ db }) => {
    const first = await enqueue(db, 'contact', payload, 100)
    const second = await enqueue(db, 'intake', { orgName: 'Acme' }, 200)
    const { ports, sentTo } = portsWith(db, () => unreachable)

    const report = await flushPending(ports)

    expect(sentTo).toEqual([first.id])
    expect(report).toEqual({
      sent: [],
      refused: [],
      failed: [first.id],
      skipped: [second.id],
      retryAfterMs: null,
    })
    expect(await getEntry(db, first.id)).toMatchObject({ status: 'queued', attempts: 1 })
    expect(await getEntry(db, second.id)).toMatchObject({ status: 'queued', attempts: 0 })
  })

  test('queued → failed → failed → sent: the retry delivers it once, after the attempts it took', async ({
    db,
  }) => {
    const { id } = await enqueue(db, 'contact', payload, 100)
    const answers = [unreachable, rejected, delivered]
    const { ports, sentTo } = portsWith(db, () => answers.shift() ?? delivered)

    const deliveredIn = async () => (await flushPending(ports)).sent.includes(id)
    expect(await deliveredIn()).toBe(false)
    expect(await deliveredIn()).toBe(false)
    expect(await deliveredIn()).toBe(true)
    // Sent is final: a later pass has nothing to send.
    expect(await deliveredIn()).toBe(false)

    expect(sentTo).toEqual([id, id, id])
    expect(await getEntry(db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: rejected.error })
  })
})

describe('passes holding the outbox lock', () => {
  /** A minimal Web Locks stand-in: requests for one name run one after another. */
  function fakeLocks(): LockManager {
    let tail = Promise.resolve<unknown>(undefined)
    return {
      request: ((_name: string, callback: () => Promise<unknown>) => {
        const run = tail.then(callback)
        tail = run.catch(() => undefined)
        return run
      }) as LockManager['request'],
      query: async () => ({ held: [], pending: [] }),
    }
  }

  test('two passes at once (two tabs, or a tab and the worker) send each entry once', async ({ db }) => {
    const one = await enqueue(db, 'contact', payload, 100)
    const two = await enqueue(db, 'contact', payload, 200)
    const { ports, sentTo } = portsWith(db, () => delivered)
    const locks = fakeLocks()

    const reports = await Promise.all([flushExclusively(locks, ports), flushExclusively(locks, ports)])

    expect(sentTo).toEqual([one.id, two.id])
    expect(reports.map((report) => report.sent.length)).toEqual([2, 0])
  })

  test('without Web Locks a pass still runs', async ({ db }) => {
    const { id } = await enqueue(db, 'contact', payload, 100)
    const { ports } = portsWith(db, () => delivered)

    expect((await flushExclusively(undefined, ports)).sent).toEqual([id])
  })
})
