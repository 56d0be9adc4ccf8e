/**
 * Background Sync for the outbox (PRODUCT.md 7): when the page registered the 'outbox' tag because a
 * submission could not be delivered, the browser wakes this worker once the connection is back, even if
 * every tab is closed, and it posts the queued entries from the same IndexedDB outbox the page writes.
 */
import { getAppDatabase } from '../src/db/database'
import { listPending, markSent, recordAttempt } from '../src/db/outbox-repository'
import {
  formsEndpointFrom,
  OUTBOX_DELIVERED_MESSAGE,
  OUTBOX_SYNC_TAG,
  postEntry,
} from '../src/domain/outbox-delivery'
import { flushExclusively, needsRetry } from '../src/domain/outbox-flush'

declare let self: ServiceWorkerGlobalScope

async function deliverOutbox(endpoint: string): Promise<void> {
  const db = getAppDatabase()
  const report = await flushExclusively(self.navigator.locks, {
    listPending: () => listPending(db),
    send: (entry) => postEntry(fetch, endpoint, entry),
    markSent: (id) => markSent(db, id),
    recordAttempt: (id, error) => recordAttempt(db, id, error),
  })
  if (report.sent.length > 0) {
    for (const client of await self.clients.matchAll({ type: 'window' })) {
      client.postMessage({ type: OUTBOX_DELIVERED_MESSAGE, count: report.sent.length })
    }
  }
  // A rejected sync is retried by the browser later, with its own backoff.
  if (needsRetry(report)) throw new Error('Some outbox entries are still queued')
}

/** Answers the 'outbox' sync tag; with no endpoint configured there is nothing to post to. */
export function registerOutboxSync(): void {
  const endpoint = formsEndpointFrom(import.meta.env.VITE_FORMS_ENDPOINT)
  if (!endpoint) return
  self.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(deliverOutbox(endpoint))
  })
}
