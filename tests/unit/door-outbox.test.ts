import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'

const loadOutbox = () => import('../../src/db/door/outbox')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the outbox', () => {
  it('queues a room result once under its result id, keeping the first sealed payload', async () => {
    const { door, db } = await freshDoor(loadOutbox)
    const first = await door.queueRoomResult('result-1', { sealed: 'ciphertext' })
    const again = await door.queueRoomResult('result-1', { sealed: 'other ciphertext' })

    expect(again).toEqual(first)
    expect(first).toMatchObject({ ok: true, value: { payload: { sealed: 'ciphertext' } } })
    expect(first).toMatchObject({
      ok: true,
      value: { id: 'result-1', kind: 'room-result', status: 'queued' },
    })
    expect(await door.findOutboxEntry('result-1')).toEqual(first)
    await db.delete()
  })

  it('offers a room result a full room turned away again, sealed as it was, and nothing else', async () => {
    const { door, db } = await freshDoor(loadOutbox)
    await door.queueRoomResult('result-1', { sealed: 'ciphertext' })
    await door.outboxDelivery.markRefused('result-1', 'room-full', 'The room is full.')

    const again = await door.queueRoomResultAgain('result-1')
    expect(again).toMatchObject({ ok: true, value: { status: 'queued', payload: { sealed: 'ciphertext' } } })
    expect(again.ok && again.value).not.toHaveProperty('refusalCode')
    // A queued or unknown entry is left as it is.
    expect(await door.queueRoomResultAgain('result-1')).toEqual(again)
    expect(await door.queueRoomResultAgain('result-2')).toEqual({ ok: true, value: null })
    await db.delete()
  })

  it('records a delivery pass, and lists a refused submission until it is dismissed', async () => {
    const { door, db } = await freshDoor(loadOutbox)
    const sent = await door.queueSubmission('contact', { message: 'Hello' })
    const refused = await door.queueSubmission('intake', { message: 'Too long' })
    if (!sent.ok || !refused.ok) throw new Error('not queued')

    await door.outboxDelivery.markSent(sent.value.id)
    await door.outboxDelivery.markRefused(refused.value.id, 'fields', 'refused')
    expect(await door.outboxDelivery.listPending()).toEqual({ ok: true, value: [] })
    const listed = await door.listRefusedSubmissions()
    expect(listed.ok && listed.value.map((entry) => entry.id)).toEqual([refused.value.id])
    await door.dismissRefusedSubmission(refused.value.id)
    expect(await door.listRefusedSubmissions()).toEqual({ ok: true, value: [] })
    await db.delete()
  })

  it('settles a submission the visitor sent or discarded through their e-mail app', async () => {
    const { door, db } = await freshDoor(loadOutbox)
    const mailed = await door.queueSubmission('contact', { message: 'Sent by mail' })
    const dropped = await door.queueSubmission('contact', { message: 'Not sent' })
    if (!mailed.ok || !dropped.ok) throw new Error('not queued')

    await door.settleSubmission(mailed.value.id, 'sent')
    await door.settleSubmission(dropped.value.id, 'discarded')
    expect(await door.outboxDelivery.listPending()).toEqual({ ok: true, value: [] })
    expect(await door.findOutboxEntry(mailed.value.id)).toMatchObject({ value: { status: 'sent' } })
    await db.delete()
  })
})
