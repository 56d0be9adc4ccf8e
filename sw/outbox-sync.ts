/**
 * Background Sync for the outbox: when the page registered the 'outbox' tag because a
 * submission could not be delivered, the browser wakes this worker once the connection is back, even if
 * every tab is closed, and it posts the queued entries from the same IndexedDB outbox the page writes.
 */
import { formsEndpointFrom, OUTBOX_SYNC_TAG } from '../src/domain/outbox/outbox-delivery'
import { deliverOutbox } from './deliver-outbox'

declare let self: ServiceWorkerGlobalScope

/** Answers the 'outbox' sync tag; with no forms endpoint configured only room results are posted. */
export function registerOutboxSync(): void {
  const endpoint = formsEndpointFrom(import.meta.env.VITE_FORMS_ENDPOINT, self.location.origin)
  // No import() here: Vite's preload helper it brings uses import.meta, a syntax error in a classic worker.
  self.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(deliverOutbox(endpoint))
  })
}
