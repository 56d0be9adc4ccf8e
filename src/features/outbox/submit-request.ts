/**
 * Delivery of contact and intake submissions (PRODUCT.md 7). Every submission is written to the IndexedDB
 * outbox first, then:
 * - with a forms endpoint (VITE_FORMS_ENDPOINT): POSTed at once; if that fails it stays queued and goes out
 *   on the `online` event, the next visit or Background Sync;
 * - without one: the visitor's mail app opens with the message, and the outbox copy is marked sent, because
 *   it has been handed over; left queued, a later build with an endpoint would post it a second time.
 * Where IndexedDB is unavailable the message is still POSTed, and if that fails the mail app opens, so a
 * submission is never dropped without the visitor knowing.
 */
import { outboxMail } from '../../content/outbox'
import { postEntry, type OutboxItem } from '../../domain/outbox-delivery'
import { mailBody, mailSubject, mailtoUrl } from '../../domain/outbox-mail'
import type { DeliveryOutcome, RequestFields } from '../../domain/request-delivery'
import { requestBackgroundSync } from './background-sync'
import { flushOutbox } from './flush-outbox'
import { formsEndpoint } from './forms-endpoint'
import { followLink } from '../../lib/follow-link'
import { retryLater } from './retry-later'
import { deliverPending } from './start-outbox'

type RequestKind = OutboxItem['kind']

function openMailWith(kind: RequestKind, fields: RequestFields): void {
  const subject = mailSubject(outboxMail.subjects[kind], fields, outboxMail.wording)
  followLink(mailtoUrl(outboxMail.to, subject, mailBody(fields, outboxMail.wording)))
}

/** The submission stored as a queued outbox entry, or null when this device cannot store it. */
async function store(kind: RequestKind, fields: RequestFields) {
  try {
    const [{ getAppDatabase }, outbox] = await Promise.all([
      import('../../db/database'),
      import('../../db/outbox-repository'),
    ])
    const db = getAppDatabase()
    return { db, outbox, entry: await outbox.enqueue(db, kind, fields) }
  } catch {
    return null
  }
}

async function deliverUnstored(endpoint: string, kind: RequestKind, fields: RequestFields) {
  const entry: OutboxItem = { id: crypto.randomUUID(), kind, payload: fields, createdAt: Date.now() }
  const result = await postEntry(fetch, endpoint, entry)
  if (result.kind === 'delivered') return 'sent'
  // Nothing on this device could keep it for a retry, so the mail app takes it instead.
  openMailWith(kind, fields)
  return 'mail-app'
}

/** Stores a contact or intake submission in the outbox, then delivers it; resolves to what the visitor is told. */
export async function submitRequest(kind: RequestKind, fields: RequestFields): Promise<DeliveryOutcome> {
  const stored = await store(kind, fields)
  if (!formsEndpoint) {
    openMailWith(kind, fields)
    if (stored) await stored.outbox.markSent(stored.db, stored.entry.id).catch(() => null)
    return 'mail-app'
  }
  const endpoint = formsEndpoint
  if (!stored) return deliverUnstored(endpoint, kind, fields)

  await flushOutbox(endpoint).catch(() => undefined)
  // Read back rather than trusting this pass alone: another tab or the worker may have sent it meanwhile.
  const latest = await stored.outbox.getEntry(stored.db, stored.entry.id).catch(() => null)
  if (latest?.status === 'sent') return 'sent'
  void requestBackgroundSync()
  retryLater(() => void deliverPending(endpoint))
  return 'queued'
}
