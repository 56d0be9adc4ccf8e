/**
 * "Check this network": whether this venue's network reaches the room service, and whether it keeps a live
 * connection (a WebSocket) open for a minute, as a room screen needs to update the moment a card arrives.
 * Where it does not, a room still works, its screen updating every few seconds instead.
 */
import { NETWORK_CHECK, ROOM_SUBPROTOCOL } from '../../../domain/room/room-protocol'

/** How long the live connection must stay open. */
export const CHECK_HOLD_MS = NETWORK_CHECK.holdMs
/** How long the service may take to answer, or a socket to open, before it counts as unreachable. */
const ANSWER_MS = 10_000
/** A ping this often keeps a venue's network from closing an idle connection, as a screen's messages would. */
const PING_MS = 10_000

export type Verdict = 'unreachable' | 'live' | 'polling'

export interface CheckProgress {
  /** Whether the live connection is open yet (the service has answered by then). */
  open: boolean
  /** Milliseconds the live connection has been held so far. */
  heldMs: number
}

async function reaches(): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ANSWER_MS)
  try {
    const answer = await fetch('/api/rooms/check', { cache: 'no-store', signal: controller.signal })
    return answer.ok
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether a live connection opens, echoes, and stays open for CHECK_HOLD_MS; `onHeld` hears how long so far,
 * from its first echo on.
 */
function holdsLiveConnection(onHeld: (ms: number) => void, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const url = new URL('/api/rooms/check/live', location.href)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    let socket: WebSocket
    try {
      socket = new WebSocket(url, ROOM_SUBPROTOCOL)
    } catch {
      return resolve(false)
    }
    let openedAt = 0
    const timers: ReturnType<typeof setTimeout>[] = []
    const finish = (held: boolean) => {
      for (const timer of timers) clearTimeout(timer)
      clearInterval(ticker)
      socket.close()
      resolve(held)
    }
    const ticker = setInterval(() => openedAt && onHeld(Date.now() - openedAt), 1000)
    timers.push(setTimeout(() => !openedAt && finish(false), ANSWER_MS))
    socket.addEventListener('message', () => {
      if (openedAt) return
      openedAt = Date.now()
      onHeld(0)
      timers.push(setTimeout(() => finish(true), CHECK_HOLD_MS))
      for (let at = PING_MS; at < CHECK_HOLD_MS; at += PING_MS)
        timers.push(setTimeout(() => socket.send('ping'), at))
    })
    socket.addEventListener('open', () => socket.send('ping'))
    socket.addEventListener('close', () => finish(false))
    signal.addEventListener('abort', () => finish(false))
  })
}

/** Runs the whole check (a little over a minute at most); `onProgress` hears each step. */
export async function checkNetwork(
  onProgress: (progress: CheckProgress) => void,
  signal: AbortSignal,
): Promise<Verdict> {
  if (!(await reaches())) return 'unreachable'
  onProgress({ open: false, heldMs: 0 })
  const held = await holdsLiveConnection((heldMs) => onProgress({ open: true, heldMs }), signal)
  return held ? 'live' : 'polling'
}
