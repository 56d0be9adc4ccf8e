/** The worker's pass over the outbox: the same rules and storage as the page's, then word to open pages. */
import { workerOutbox } from '../src/db/worker-outbox'
import { ROOM_RESULT_KIND } from '../src/domain/forms/delivery-body'
import {
  isDeliverable,
  OUTBOX_DELIVERED_MESSAGE,
  sendOutboxEntry,
  type DeliveryTargets,
} from '../src/domain/outbox/outbox-delivery'
import { flushExclusively, needsRetry } from '../src/domain/outbox/outbox-flush'

declare let self: ServiceWorkerGlobalScope

/** Posts the queued entries; rejects while some remain, so the browser retries the sync later. */
export async function deliverOutbox(endpoint: string | null): Promise<void> {
  const targets: DeliveryTargets = { forms: endpoint, origin: self.location.origin }
  const forms = new Set<string>()
  const report = await flushExclusively(self.navigator.locks, {
    listPending: async () => {
      const pending = (await workerOutbox.listPending()).filter((entry) => isDeliverable(entry, targets))
      for (const entry of pending) if (entry.kind !== ROOM_RESULT_KIND) forms.add(entry.id)
      return pending
    },
    send: (entry) => sendOutboxEntry(fetch, targets, entry),
    markSent: workerOutbox.markSent,
    recordAttempt: workerOutbox.recordAttempt,
    markRefused: workerOutbox.markRefused,
  })
  // Pages thank the visitor for forms sent; a room result is told on its own result screen.
  if (report.sent.some((id) => forms.has(id))) {
    for (const client of await self.clients.matchAll({ type: 'window' })) {
      client.postMessage({ type: OUTBOX_DELIVERED_MESSAGE })
    }
  }
  // A rejected sync is retried by the browser later, with its own backoff.
  if (needsRetry(report)) throw new Error('Some outbox entries are still queued')
}
