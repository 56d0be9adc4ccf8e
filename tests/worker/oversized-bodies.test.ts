/**
 * A body far past what an address takes is refused by its declared length, before the Worker reads it to the
 * end, and the next request is answered as if it had never come.
 */
import { describe, expect, test } from 'vitest'
import { openRoom } from './support/rooms-api'
import { call, get } from './support/worker-api'

const TWO_MB = 2 * 1024 * 1024
const CHUNK = 64 * 1024

/** A 2 MB body that counts how much of it the Worker pulls. */
function countedBody() {
  const sent = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= TWO_MB) return controller.close()
      sent.bytes += CHUNK
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
    },
  })
  return { stream, sent }
}

describe('a 2 MB body', () => {
  test.each([
    ['/api/forms', 413],
    ['/api/rooms', 413],
    ['ROOM/join', 413],
    ['ROOM/results', 401],
  ])(
    'posted to %s is refused (%i) without being read to its end, and the next request is answered',
    async (path, status) => {
      const room = path.startsWith('ROOM') ? await openRoom() : null
      const address = room ? path.replace('ROOM', `/api/rooms/${room.code}`) : path
      const { stream, sent } = countedBody()
      const refused = await call(address, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(TWO_MB),
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: stream,
      })
      expect(refused.status).toBe(status)
      // At most what the stream had ready before anyone asked.
      expect(sent.bytes, 'bytes the Worker pulled').toBeLessThanOrEqual(2 * CHUNK)
      const started = Date.now()
      expect((await get(room ? `/api/rooms/${room.code}` : '/api/rooms/check')).status).toBe(200)
      expect(Date.now() - started).toBeLessThan(1000)
    },
  )
})
