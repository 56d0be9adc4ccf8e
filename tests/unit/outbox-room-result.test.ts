import { describe, expect, it, vi } from 'vitest'
import {
  isDeliverable,
  roomResultRequest,
  sendOutboxEntry,
  type OutboxItem,
} from '../../src/domain/outbox/outbox-delivery'

const ID = '3f2a7c1e-9b4d-4e2a-8c6f-1d2e3f4a5b6c'
const roomEntry: OutboxItem = {
  id: ID,
  kind: 'room-result',
  payload: { code: 'K7QMX3', source: 'phone', ephemeralKey: 'BAAA', iv: 'AAAA', ciphertext: 'CCCC' },
  createdAt: 0,
}
const contactEntry: OutboxItem = { id: 'c-1', kind: 'contact', payload: { name: 'Ada' }, createdAt: 0 }
const ORIGIN = 'https://site.example'

describe('room results in the outbox', () => {
  it('post the envelope alone to their room on this site, the result id as idempotency key', () => {
    const request = roomResultRequest(ORIGIN, roomEntry)
    expect(request.url).toBe('https://site.example/api/rooms/K7QMX3/results')
    expect(request.headers['Idempotency-Key']).toBe(ID)
    expect(JSON.parse(request.body)).toEqual({
      id: ID,
      source: 'phone',
      ephemeralKey: 'BAAA',
      iv: 'AAAA',
      ciphertext: 'CCCC',
    })
  })

  it('go out without a forms endpoint, while forms then wait for the mail app', () => {
    const targets = { forms: null, origin: ORIGIN }
    expect(isDeliverable(roomEntry, targets)).toBe(true)
    expect(isDeliverable(contactEntry, targets)).toBe(false)
    expect(isDeliverable(contactEntry, { forms: `${ORIGIN}/api/forms`, origin: ORIGIN })).toBe(true)
  })

  it('are sent to the room and forms to the forms endpoint', async () => {
    const urls: string[] = []
    const fetchFn = async (url: RequestInfo | URL) => {
      urls.push(String(url))
      return new Response(null, { status: 201 })
    }
    const targets = { forms: 'https://forms.example/in', origin: ORIGIN }
    expect(await sendOutboxEntry(fetchFn, targets, roomEntry)).toEqual({ kind: 'delivered' })
    expect(await sendOutboxEntry(fetchFn, targets, contactEntry)).toEqual({ kind: 'delivered' })
    expect(urls).toEqual(['https://site.example/api/rooms/K7QMX3/results', 'https://forms.example/in'])
  })

  it('are refused for good when the room has ended', async () => {
    const fetchFn = vi.fn(
      async () => new Response(JSON.stringify({ error: 'ended', message: 'Over' }), { status: 410 }),
    )
    const result = await sendOutboxEntry(fetchFn, { forms: null, origin: ORIGIN }, roomEntry)
    expect(result).toMatchObject({ kind: 'refused', status: 410, code: 'ended' })
  })
})
