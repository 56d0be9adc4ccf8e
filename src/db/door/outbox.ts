/**
 * The outbox: contact and intake submissions and room results waiting to be delivered, and the record of
 * each delivery attempt.
 */
import type { RequestFields } from '../../domain/forms/request-delivery'
import type { OutboxEntry, OutboxKind, OutboxPayload } from '../record-types'
import { attempt, type Stored } from './attempt'

/**
 * Queues a result, sealed by the caller, for a room under the result's id, once: a result offered again (a
 * reload, a second merge, two tabs at once) keeps the entry it has.
 */
export function queueRoomResult(resultId: string, sealed: OutboxPayload): Promise<Stored<OutboxEntry>> {
  return attempt('queue the result for the room', ({ db, outbox }) =>
    outbox.enqueueOnce(db, resultId, 'room-result', async () => sealed),
  )
}

/** Offers a room result the room turned away (it was full) to the room again. */
export function queueRoomResultAgain(resultId: string): Promise<Stored<OutboxEntry | null>> {
  return attempt('queue the result for the room again', ({ db, outbox }) =>
    outbox.requeueRefused(db, resultId),
  )
}

/** The outbox entry with this id (a room result's is its result id), or null. */
export function findOutboxEntry(id: string): Promise<Stored<OutboxEntry | null>> {
  return attempt('read the outbox', ({ db, outbox }) => outbox.getEntry(db, id))
}

/** A contact or intake submission, queued in the outbox to be delivered. */
export function queueSubmission(kind: OutboxKind, fields: RequestFields): Promise<Stored<OutboxEntry>> {
  return attempt('queue the message', ({ db, outbox }) => outbox.enqueue(db, kind, fields))
}

/**
 * Settles a submission the visitor handled through their e-mail app: `sent` once they say it has gone,
 * `discarded` when they chose not to send it. Either way it no longer waits or asks for attention.
 */
export function settleSubmission(id: string, outcome: 'sent' | 'discarded'): Promise<Stored<void>> {
  return attempt('settle the message', async ({ db, outbox }) => {
    await (outcome === 'sent' ? outbox.markSent(db, id) : outbox.discardQueued(db, id))
    await outbox.dismissRefused(db, id)
  })
}

/** Submissions the forms endpoint refused for good, which the visitor has not dismissed yet. */
export function listRefusedSubmissions(): Promise<Stored<OutboxEntry[]>> {
  return attempt('list the refused messages', ({ db, outbox }) => outbox.listRefused(db))
}

export function dismissRefusedSubmission(id: string): Promise<Stored<void>> {
  return attempt('dismiss the refused message', ({ db, outbox }) => outbox.dismissRefused(db, id))
}

/** The outbox's side of a delivery pass: its queue and how each entry's attempt is recorded. */
export const outboxDelivery = {
  listPending: (): Promise<Stored<OutboxEntry[]>> =>
    attempt('list the queued messages', ({ db, outbox }) => outbox.listPending(db)),
  markSent: (id: string): Promise<Stored<unknown>> =>
    attempt('mark the message sent', ({ db, outbox }) => outbox.markSent(db, id)),
  recordAttempt: (id: string, error: string): Promise<Stored<unknown>> =>
    attempt('note the delivery attempt', ({ db, outbox }) => outbox.recordAttempt(db, id, error)),
  markRefused: (id: string, code: string, error: string): Promise<Stored<unknown>> =>
    attempt('mark the message refused', ({ db, outbox }) => outbox.markRefused(db, id, code, error)),
}
