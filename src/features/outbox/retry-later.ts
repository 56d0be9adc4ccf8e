import { RETRY_DELAYS_MS } from '../../domain/outbox-flush'

let retries = 0
let timer: ReturnType<typeof setTimeout> | undefined

/** Runs `pass` after the next pause of RETRY_DELAYS_MS; one retry waits at a time, and none after the last pause. */
export function retryLater(pass: () => void): void {
  const delay = RETRY_DELAYS_MS[retries]
  if (timer !== undefined || delay === undefined) return
  timer = setTimeout(() => {
    timer = undefined
    retries++
    pass()
  }, delay)
}

/** A pass that emptied the outbox starts the pauses over. */
export function resetRetries(): void {
  retries = 0
}
