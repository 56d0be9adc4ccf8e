/**
 * A join that never asks a person to retry: when the room says many people are joining at once (429), or the
 * service is briefly unavailable (503), this waits as long as its Retry-After says, plus a random spread so a
 * crowd told to wait does not come back in one burst, and tries again, telling the page it is waiting. Any
 * other answer ends it.
 */
import type { ResultSource } from '../domain/room-protocol'
import { joinRoom, type Joined } from './room-api'
import type { RoomCall } from './room-call'

/** Added to each wait, at random up to this, so phones told to wait the same time spread out. */
const SPREAD_MS = 2000
/** Used when the room asks to wait without saying how long. */
const DEFAULT_WAIT_MS = 3000

function isWorthWaitingFor(answer: { error: string; status?: number }): boolean {
  return answer.error === 'slow-down' || answer.status === 503
}

/** Waits `ms`, or less if the page lets go first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

export async function joinPatiently(
  code: string,
  memberId: string,
  device: ResultSource,
  onWait: () => void,
  options: { signal?: AbortSignal; memberKey?: string } = {},
): Promise<RoomCall<Joined>> {
  const { signal, memberKey } = options
  for (;;) {
    const answer = await joinRoom(code, memberId, device, memberKey)
    if (answer.ok || !isWorthWaitingFor(answer) || signal?.aborted) return answer
    onWait()
    const wait = (answer.retryAfterMs ?? DEFAULT_WAIT_MS) + Math.random() * SPREAD_MS
    await pause(wait, signal)
    if (signal?.aborted) return answer
  }
}
