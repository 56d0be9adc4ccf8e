/**
 * The outbox as the service worker reaches it: the same queue and records as the page's door
 * (device-data.ts), opened with a static import, since a classic worker cannot run import(). Its calls
 * reject when storage fails, so that the browser retries the sync later.
 */
import { getAppDatabase } from './database'
import { listPending, markRefused, markSent, recordAttempt } from './outbox-repository'
import type { OutboxEntry } from './record-types'

export const workerOutbox = {
  listPending: (): Promise<OutboxEntry[]> => listPending(getAppDatabase()),
  markSent: (id: string): Promise<unknown> => markSent(getAppDatabase(), id),
  recordAttempt: (id: string, error: string): Promise<unknown> => recordAttempt(getAppDatabase(), id, error),
  markRefused: (id: string, code: string, error: string): Promise<unknown> =>
    markRefused(getAppDatabase(), id, code, error),
}
