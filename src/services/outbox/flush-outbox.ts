/**
 * The page's side of outbox delivery: sends every queued entry, forms to the forms endpoint and room results
 * to their room. One pass at a time per
 * tab (a pass asked for while one runs starts right after it, so an entry queued meanwhile is not missed), and
 * one at a time across tabs and the service worker (Web Lock). Storage is reached through the device's data
 * layer, which loads Dexie only when a pass runs.
 */
import { outboxDelivery, type Stored } from '../../db/device-data'
import { isDeliverable, sendOutboxEntry, type DeliveryTargets } from '../../domain/outbox/outbox-delivery'
import { flushExclusively, type FlushReport } from '../../domain/outbox/outbox-flush'

let running: Promise<FlushReport> | null = null
let queuedPass: Promise<FlushReport> | null = null
/** Entries an answer asked to wait for (Retry-After), and until when: no pass of this page sends them sooner. */
const waitUntil = new Map<string, number>()

/** A storage failure stops the pass: what was not recorded stays queued for the next one. */
async function stored<T>(result: Promise<Stored<T>>): Promise<T> {
  const outcome = await result
  if (!outcome.ok) throw new Error(`The outbox could not be read or written (${outcome.failure})`)
  return outcome.value
}

function flushOnce(endpoint: string | null): Promise<FlushReport> {
  // No location in a test's Node; only room results need it.
  const targets: DeliveryTargets = { forms: endpoint, origin: globalThis.location?.origin ?? '' }
  return flushExclusively(navigator.locks, {
    // Without a forms endpoint, forms wait for the visitor's mail app; room results still go.
    listPending: async () =>
      (await stored(outboxDelivery.listPending())).filter(
        (entry) => isDeliverable(entry, targets) && (waitUntil.get(entry.id) ?? 0) <= Date.now(),
      ),
    send: async (entry) => {
      const result = await sendOutboxEntry(fetch, targets, entry)
      if (result.kind === 'rejected' && result.retryAfterMs !== undefined)
        waitUntil.set(entry.id, Date.now() + result.retryAfterMs)
      else waitUntil.delete(entry.id)
      return result
    },
    markSent: (id) => stored(outboxDelivery.markSent(id)),
    recordAttempt: (id, error) => stored(outboxDelivery.recordAttempt(id, error)),
    markRefused: (id, code, error) => stored(outboxDelivery.markRefused(id, code, error)),
  })
}

/** Delivers the queued entries (forms only to an endpoint); rejects only when storage is unavailable. */
export function flushOutbox(endpoint: string | null): Promise<FlushReport> {
  if (!running) {
    running = flushOnce(endpoint).finally(() => {
      running = null
    })
    return running
  }
  queuedPass ??= running
    .catch(() => undefined)
    .then(() => {
      queuedPass = null
      return flushOutbox(endpoint)
    })
  return queuedPass
}
