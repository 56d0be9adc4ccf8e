// One pass over the outbox: the queued entries go out oldest first, each marked sent, marked refused (the
// endpoint will never take it, so it is not sent again and the visitor is told), or left queued with the reason. Storage and HTTP come in as ports, so the page and the service worker run the same rules and the
// rules are tested without a browser.
import { OUTBOX_LOCK, type AttemptResult, type OutboxItem } from './outbox-delivery'

export interface FlushPorts {
  /** The queued entries, oldest first. */
  listPending(): Promise<OutboxItem[]>
  send(entry: OutboxItem): Promise<AttemptResult>
  markSent(id: string): Promise<unknown>
  recordAttempt(id: string, error: string): Promise<unknown>
  /** Takes the entry out of delivery for good, keeping why, so the visitor can be told and send it by e-mail. */
  markRefused(id: string, code: string, error: string): Promise<unknown>
}

export interface FlushReport {
  /** Ids delivered in this pass. */
  sent: string[]
  /** Ids the endpoint refused for good in this pass; they are not sent again. */
  refused: string[]
  /** Ids tried and still queued. */
  failed: string[]
  /** Ids not tried because the endpoint was unreachable; they stay queued untouched. */
  skipped: string[]
  /** The shortest wait an answer of this pass asked for (Retry-After), if any did. */
  retryAfterMs: number | null
}

/** Sends every queued entry once, oldest first; stops at the first entry that gets no answer at all. */
export async function flushPending(ports: FlushPorts): Promise<FlushReport> {
  const report: FlushReport = { sent: [], refused: [], failed: [], skipped: [], retryAfterMs: null }
  const pending = await ports.listPending()
  for (const [index, entry] of pending.entries()) {
    const result = await ports.send(entry)
    if (result.kind === 'delivered') {
      await ports.markSent(entry.id)
      report.sent.push(entry.id)
      continue
    }
    if (result.kind === 'refused') {
      await ports.markRefused(entry.id, result.code, result.error)
      report.refused.push(entry.id)
      continue
    }
    await ports.recordAttempt(entry.id, result.error)
    report.failed.push(entry.id)
    if (result.kind === 'rejected' && result.retryAfterMs !== undefined)
      report.retryAfterMs = Math.min(report.retryAfterMs ?? Infinity, result.retryAfterMs)
    // Offline or timed out: the rest would fail the same way, and each try would count against them.
    if (result.kind === 'unreachable') {
      report.skipped.push(...pending.slice(index + 1).map((skipped) => skipped.id))
      break
    }
  }
  return report
}

/**
 * Pauses before an open page tries a stuck outbox again (a server error rather than being offline, which the
 * `online` event covers) when no answer said how long to wait; after the last one it is left to the next
 * visit and Background Sync. An answer's Retry-After is followed instead, however often (see retryAfterMs).
 */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000] as const

/** Whether entries are still waiting after this pass, so another pass should be scheduled. */
export function needsRetry(report: FlushReport): boolean {
  return report.failed.length > 0 || report.skipped.length > 0
}

/**
 * Runs one pass holding the outbox Web Lock, so tabs and the service worker take turns and an entry is never
 * in two requests at once. Without Web Locks it runs directly; the idempotency key then covers any overlap.
 */
export async function flushExclusively(
  locks: LockManager | undefined,
  ports: FlushPorts,
): Promise<FlushReport> {
  if (!locks) return flushPending(ports)
  return locks.request(OUTBOX_LOCK, () => flushPending(ports))
}
