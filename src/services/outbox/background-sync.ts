import { OUTBOX_SYNC_TAG } from '../../domain/outbox/outbox-delivery'

// Background Sync is not in TypeScript's DOM library (it is Chromium-only so far).
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync: { register(tag: string): Promise<void> }
}

/**
 * Asks the service worker to deliver the outbox when the connection is back, even if this tab is closed by
 * then. Where Background Sync is missing, the next visit and the `online` event still deliver.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator)) return false
    const registration = await navigator.serviceWorker.getRegistration()
    if (!registration?.active || !('sync' in registration)) return false
    await (registration as SyncCapableRegistration).sync.register(OUTBOX_SYNC_TAG)
    return true
  } catch {
    return false
  }
}
