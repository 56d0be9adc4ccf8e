/**
 * Delivers what is left in the outbox without the visitor doing anything: once the page is idle after a
 * visit starts, whenever the browser comes back online, after growing pauses while the page stays open, and
 * (told by the service worker) after Background Sync sent something. A saved message that goes out later earns a toast, so the visitor knows it arrived;
 * one the endpoint refused for good earns a lasting notice offering their e-mail app, on every visit until dismissed.
 */
import { showToast } from '../../components/layout/show-toast'
import { ROOM_RESULT_KIND } from '../../domain/forms/delivery-body'
import { OUTBOX_DELIVERED_MESSAGE } from '../../domain/outbox/outbox-delivery'
import type { RefusedForm } from './announce-refused'
import { needsRetry } from '../../domain/outbox/outbox-flush'
import { dismissRefusedSubmission, findOutboxEntry, listRefusedSubmissions } from '../../db/device-data'
import { whenIdle } from '../../lib/when-idle'
import { requestBackgroundSync } from '../../services/outbox/background-sync'
import { flushOutbox } from '../../services/outbox/flush-outbox'
import { formsEndpoint } from '../../services/outbox/forms-endpoint'
import { resetRetries, retryLater } from '../../services/outbox/retry-later'
import { isToldByForm } from '../../services/outbox/told-by-form'

async function announceDelivered() {
  const { outboxToasts } = await import('../../content/outbox')
  showToast((toast) =>
    toast.success(outboxToasts.delivered.title, { description: outboxToasts.delivered.description }),
  )
}

/** Whether a contact or intake message is among those sent: a room result is told on its own result screen. */
async function sentAForm(ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false
  const entries = await Promise.all(ids.map(findOutboxEntry))
  return entries.some((found) => found.ok && found.value !== null && found.value.kind !== ROOM_RESULT_KIND)
}

/** Tells the visitor about refused messages; the notice's code loads only when there is one. */
async function tellRefused(): Promise<void> {
  const listed = await listRefusedSubmissions()
  const refused = listed.ok
    ? listed.value.filter((entry): entry is RefusedForm => entry.kind !== ROOM_RESULT_KIND)
    : []
  if (refused.length === 0) return
  const { announceRefused } = await import('./announce-refused')
  announceRefused(refused, (id) => void dismissRefusedSubmission(id))
}

/**
 * Delivers what is queued (forms only with an endpoint; room results always); while something is left,
 * Background Sync and a timed retry are lined up, at the time an answer asked for when one did.
 */
export async function deliverPending(endpoint: string | null): Promise<void> {
  try {
    const report = await flushOutbox(endpoint)
    // Checked before anything else is awaited, while a form that is telling its own message still holds it.
    const untold = report.sent.filter((id) => !isToldByForm(id))
    if (await sentAForm(untold)) await announceDelivered()
    await tellRefused()
    if (!needsRetry(report)) return resetRetries()
    await requestBackgroundSync()
    retryLater(() => void deliverPending(endpoint), report.retryAfterMs)
  } catch {
    // No storage on this device: nothing can be waiting in it.
  }
}

let started = false

/**
 * Starts background delivery, once per page: of forms when a forms endpoint is configured, of room results
 * always.
 */
export function startOutbox(): void {
  if (started) return
  started = true
  const endpoint = formsEndpoint
  whenIdle(() => void deliverPending(endpoint))
  window.addEventListener('online', () => void deliverPending(endpoint))
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null
    if (data?.type === OUTBOX_DELIVERED_MESSAGE) void announceDelivered()
  })
}

/** Delivers what is queued now, for a page that says itself where its entry is (a room's result screen). */
export function deliverNow(): Promise<void> {
  return deliverPending(formsEndpoint)
}
