/**
 * Finding and joining a room without ever asking a person to retry: when the room says many people are
 * joining at once (429), or the service is briefly unavailable (503), this waits as long as its Retry-After
 * says, plus a random spread so a crowd told to wait does not come back in one burst, and tries again,
 * telling the page it is waiting. Any other answer ends it.
 */
import { joinRoom, type JoinAs, type Joined } from './room-api'
import { isWorthWaitingFor, type RoomCall } from './room-call'

/** Added to each wait, at random up to this, so phones told to wait the same time spread out. */
const SPREAD_MS = 2000
/** Used when the room asks to wait without saying how long. */
const DEFAULT_WAIT_MS = 3000

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

/**
 * `attempt`'s answer once it is not a wait: after `first`, when given, the one the caller already had. Each
 * wait tells `onWait`; the page letting go (`signal`) ends it with the last answer.
 */
export async function patiently<T>(
  attempt: () => Promise<RoomCall<T>>,
  onWait: () => void,
  signal?: AbortSignal,
  first?: RoomCall<T>,
): Promise<RoomCall<T>> {
  let answer = first ?? (await attempt())
  while (!answer.ok && isWorthWaitingFor(answer) && !signal?.aborted) {
    onWait()
    await pause((answer.retryAfterMs ?? DEFAULT_WAIT_MS) + Math.random() * SPREAD_MS, signal)
    if (signal?.aborted) break
    answer = await attempt()
  }
  return answer
}

export function joinPatiently(
  code: string,
  memberId: string,
  as: JoinAs,
  onWait: () => void,
  signal?: AbortSignal,
): Promise<RoomCall<Joined>> {
  return patiently(() => joinRoom(code, memberId, as), onWait, signal)
}
