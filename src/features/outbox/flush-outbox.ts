/**
 * The page's side of outbox delivery: sends every queued entry to the forms endpoint. One pass at a time per
 * tab (a pass asked for while one runs starts right after it, so an entry queued meanwhile is not missed), and
 * one at a time across tabs and the service worker (Web Lock). Storage is reached through the device's data
 * layer, which loads Dexie only when a pass runs.
 */
import { outboxDelivery, type Stored } from '../../db/device-data'
import { postEntry } from '../../domain/outbox-delivery'
import { flushExclusively, type FlushReport } from '../../domain/outbox-flush'

let running: Promise<FlushReport> | null = null
let queuedPass: Promise<FlushReport> | null = null

/** A storage failure stops the pass: what was not recorded stays queued for the next one. */
async function stored<T>(result: Promise<Stored<T>>): Promise<T> {
  const outcome = await result
  if (!outcome.ok) throw new Error(`The outbox could not be read or written (${outcome.failure})`)
  return outcome.value
}

function flushOnce(endpoint: string): Promise<FlushReport> {
  return flushExclusively(navigator.locks, {
    listPending: () => stored(outboxDelivery.listPending()),
    send: (entry) => postEntry(fetch, endpoint, entry),
    markSent: (id) => stored(outboxDelivery.markSent(id)),
    recordAttempt: (id, error) => stored(outboxDelivery.recordAttempt(id, error)),
    markRefused: (id, code, error) => stored(outboxDelivery.markRefused(id, code, error)),
  })
}

/** Delivers the queued entries; rejects only when storage is unavailable. */
export function flushOutbox(endpoint: string): Promise<FlushReport> {
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
