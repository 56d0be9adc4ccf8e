/**
 * The page's side of outbox delivery: sends every queued entry to the forms endpoint. One pass at a time per
 * tab (a pass asked for while one runs starts right after it, so an entry queued meanwhile is not missed), and
 * one at a time across tabs and the service worker (Web Lock). Dexie loads only when a pass runs.
 */
import { loadStorage } from '../../db/load-storage'
import { postEntry } from '../../domain/outbox-delivery'
import { flushExclusively, type FlushReport } from '../../domain/outbox-flush'

let running: Promise<FlushReport> | null = null
let queuedPass: Promise<FlushReport> | null = null

async function flushOnce(endpoint: string): Promise<FlushReport> {
  const { db, outbox } = await loadStorage()
  return flushExclusively(navigator.locks, {
    listPending: () => outbox.listPending(db),
    send: (entry) => postEntry(fetch, endpoint, entry),
    markSent: (id) => outbox.markSent(db, id),
    recordAttempt: (id, error) => outbox.recordAttempt(db, id, error),
    markRefused: (id, code, error) => outbox.markRefused(db, id, code, error),
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
