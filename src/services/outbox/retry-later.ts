import { RETRY_DELAYS_MS } from '../../domain/outbox/outbox-flush'

/** Added at random to a wait an answer asked for, so phones told the same wait do not all come back at once. */
const SPREAD_MS = 1000

let retries = 0
let timer: ReturnType<typeof setTimeout> | undefined
let dueAt = Infinity

/**
 * Runs `pass` again: after `asked` (an answer's Retry-After) when there is one, however often, else after the
 * next pause of RETRY_DELAYS_MS, and none after the last pause. One retry waits at a time; a sooner one
 * replaces it.
 */
export function retryLater(pass: () => void, asked: number | null = null): void {
  const delay = asked === null ? RETRY_DELAYS_MS[retries] : asked + Math.random() * SPREAD_MS
  if (delay === undefined || Date.now() + delay >= dueAt) return
  clearTimeout(timer)
  dueAt = Date.now() + delay
  timer = setTimeout(() => {
    timer = undefined
    dueAt = Infinity
    if (asked === null) retries++
    pass()
  }, delay)
}

/** A pass that emptied the outbox starts the pauses over. */
export function resetRetries(): void {
  retries = 0
}
