/**
 * "Check this network" (/workshop, before the event): `GET /api/rooms/check` answers at once, so the venue's
 * network is seen to reach the room service; `/api/rooms/check/live` is a WebSocket that echoes each message
 * until the page closes it (after its 60 s), so the page can see whether the venue keeps a live connection
 * open. It touches no room and keeps nothing; a connection left open is closed after its lifetime, and echoes
 * only as many pings as a check sends.
 */
import { NETWORK_CHECK, ROOM_SUBPROTOCOL } from '../src/domain/room/room-protocol'
import { roomError, roomJson } from './room-responses'

export function networkCheck(request: Request, live: boolean): Response {
  if (request.method !== 'GET') return roomError('method-not-allowed', { Allow: 'GET' })
  if (!live) return roomJson(200, { ok: true }, { 'Cache-Control': 'no-store' })
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return roomError('bad-request')
  const { 0: client, 1: server } = new WebSocketPair()
  server.accept()
  // A page that vanished without closing (a tab closed, the network gone) leaves nothing to answer.
  const quietly = (act: () => void) => {
    try {
      act()
    } catch {
      // The connection is already gone.
    }
  }
  let echoes = 0
  const lifetime = setTimeout(
    () => quietly(() => server.close(1000, 'Check over.')),
    NETWORK_CHECK.lifetimeMs,
  )
  server.addEventListener('message', (event) => {
    const data = (event as MessageEvent).data
    if (typeof data !== 'string' || data.length > 64) return
    echoes += 1
    if (echoes <= NETWORK_CHECK.echoes) quietly(() => server.send(data))
    else quietly(() => server.close(1008, 'Check over.'))
  })
  server.addEventListener('close', () => {
    clearTimeout(lifetime)
    quietly(() => server.close(1000, 'Check over.'))
  })
  server.addEventListener('error', () => {
    clearTimeout(lifetime)
    quietly(() => server.close(1011, 'Check over.'))
  })
  const asked = (request.headers.get('Sec-WebSocket-Protocol') ?? '').split(',').map((name) => name.trim())
  const headers = asked.includes(ROOM_SUBPROTOCOL)
    ? { 'Sec-WebSocket-Protocol': ROOM_SUBPROTOCOL }
    : undefined
  return new Response(null, { status: 101, webSocket: client, headers })
}
