/**
 * Delivery of contact and intake submissions. Every submission is written to the IndexedDB
 * outbox first, then:
 * - with a forms endpoint (VITE_FORMS_ENDPOINT): POSTed at once; if that fails it stays queued and goes out
 *   on the `online` event, the next visit or Background Sync; if the endpoint refuses it for good, the
 *   e-mail app is offered instead;
 * - without one: it waits, queued, for the visitor to send it from their e-mail app (the form asks; nothing
 *   opens by itself), and is marked sent when they say it has gone.
 * Where IndexedDB is unavailable the message is still POSTed, and if that fails the e-mail app is offered, so
 * a submission is never dropped without the visitor knowing.
 */
import { findOutboxEntry, queueSubmission, settleSubmission } from '../../db/device-data'
import type { OutboxEntry } from '../../db/record-types'
import type { FormKind } from '../../domain/forms/delivery-body'
import { postEntry, type OutboxItem } from '../../domain/outbox/outbox-delivery'
import type { Delivery, RequestFields } from '../../domain/forms/request-delivery'
import { requestBackgroundSync } from '../../services/outbox/background-sync'
import { flushOutbox } from '../../services/outbox/flush-outbox'
import { formsEndpoint } from '../../services/outbox/forms-endpoint'
import { retryLater } from '../../services/outbox/retry-later'
import { deliverPending } from './start-outbox'
import { submissionMail } from '../../services/outbox/submission-mail'
import { whileFormTells } from '../../services/outbox/told-by-form'

type RequestKind = FormKind

/** The e-mail the visitor is offered to send; it settles the stored copy (if any) when they answer. */
function mailHandOff(kind: RequestKind, fields: RequestFields, stored: OutboxEntry | null): Delivery {
  const settle = async (outcome: 'sent' | 'discarded') => {
    if (stored) await settleSubmission(stored.id, outcome)
  }
  return {
    outcome: 'mail-app',
    mail: {
      ...submissionMail(kind, fields),
      // A copy the endpoint refused is not queued: it goes once the visitor has it in hand.
      confirmSent: () => settle('sent'),
      discard: () => settle('discarded'),
    },
  }
}

async function deliverUnstored(
  endpoint: string,
  kind: RequestKind,
  fields: RequestFields,
): Promise<Delivery> {
  const entry: OutboxItem = { id: crypto.randomUUID(), kind, payload: fields, createdAt: Date.now() }
  const result = await postEntry(fetch, endpoint, entry)
  if (result.kind === 'delivered') return { outcome: 'sent' }
  // Nothing on this device could keep it for a retry, so the visitor's e-mail app is offered instead.
  return mailHandOff(kind, fields, null)
}

/** Stores a contact or intake submission in the outbox, then delivers it; resolves to what the visitor is told. */
export async function submitRequest(kind: RequestKind, fields: RequestFields): Promise<Delivery> {
  const queued = await queueSubmission(kind, fields)
  const stored = queued.ok ? queued.value : null
  if (!formsEndpoint) return mailHandOff(kind, fields, stored)
  const endpoint = formsEndpoint
  if (!stored) return deliverUnstored(endpoint, kind, fields)

  const latest = await whileFormTells(stored.id, async () => {
    await flushOutbox(endpoint).catch(() => undefined)
    // Read back rather than trusting this pass alone: another tab or the worker may have sent it meanwhile.
    const read = await findOutboxEntry(stored.id)
    return read.ok ? read.value : null
  })
  if (latest?.status === 'sent') return { outcome: 'sent' }
  // Refused for good: saying "it will be sent" would be untrue, so the e-mail app is offered at once.
  if (latest?.status === 'refused') return mailHandOff(kind, fields, stored)
  void requestBackgroundSync()
  retryLater(() => void deliverPending(endpoint))
  return { outcome: 'queued' }
}
