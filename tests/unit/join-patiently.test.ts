import { afterEach, describe, expect, it, vi } from 'vitest'
import { ROOM_PUBLIC_KEY_LENGTH } from '../../src/domain/room/room-protocol'
import { joinPatiently, patiently } from '../../src/services/room/join-patiently'
import { fetchRoom } from '../../src/services/room/room-api'

const MEMBER_ID = '3f2a7c1e-9b4d-4e2a-8c6f-1d2e3f4a5b6c'
const PHONE = { device: 'phone' } as const
const room = {
  code: 'K7QMX3',
  name: 'Board day',
  publicKey: 'B'.padEnd(ROOM_PUBLIC_KEY_LENGTH, 'A'),
  state: 'open',
  revealed: false,
  counts: { joined: 1, started: 0, midway: 0, finished: 0, refused: 0, removed: 0 },
}
const joined = () => Response.json({ room, token: `p.${MEMBER_ID}.${'m'.repeat(43)}` })
const refused = (status: number, error: string, retryAfter = '0') =>
  Response.json({ error, message: 'No.' }, { status, headers: { 'Retry-After': retryAfter } })

function answering(...answers: (() => Response)[]) {
  const fetch = vi.fn(async () => (answers.shift() ?? joined)())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('joining a room patiently', () => {
  it('waits out a crowd (429) and a service briefly unavailable (503), then joins', async () => {
    const fetch = answering(
      () => refused(429, 'slow-down'),
      () => refused(503, 'unavailable'),
      joined,
    )
    const onWait = vi.fn()
    const answer = await joinPatiently(room.code, MEMBER_ID, PHONE, onWait)
    expect(answer.ok).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(onWait).toHaveBeenCalledTimes(2)
  })

  it('ends at once on an answer waiting cannot change', async () => {
    const fetch = answering(() => refused(403, 'locked'))
    const answer = await joinPatiently(room.code, MEMBER_ID, PHONE, vi.fn())
    expect(answer).toMatchObject({ ok: false, error: 'locked' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('sends a tablet’s pass with its join, and a phone’s key with its', async () => {
    const fetch = answering(joined, joined)
    await joinPatiently(room.code, MEMBER_ID, { device: 'tablet', pass: 'ABCD2345' }, vi.fn())
    await joinPatiently(room.code, MEMBER_ID, { device: 'phone', memberKey: room.publicKey }, vi.fn())
    const bodies = fetch.mock.calls.map((call) =>
      JSON.parse(String((call as unknown[] as [string, RequestInit])[1].body)),
    )
    expect(bodies).toEqual([
      { attendeeId: MEMBER_ID, device: 'tablet', pass: 'ABCD2345' },
      { attendeeId: MEMBER_ID, memberKey: room.publicKey },
    ])
  })

  it('waits out a crowd from an answer the page already had, then asks again', async () => {
    const fetch = answering(() => Response.json(room))
    const onWait = vi.fn()
    const first = { ok: false as const, error: 'slow-down' as const, status: 429, retryAfterMs: 0 }
    const answer = await patiently(() => fetchRoom(room.code), onWait, undefined, first)
    expect(answer).toMatchObject({ ok: true, value: { code: room.code } })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(onWait).toHaveBeenCalledTimes(1)
  })

  it('stops waiting once the page lets go of it', async () => {
    answering(() => refused(429, 'slow-down', '60'))
    const leaving = new AbortController()
    const answer = joinPatiently(room.code, MEMBER_ID, PHONE, () => leaving.abort(), leaving.signal)
    await expect(answer).resolves.toMatchObject({ ok: false, error: 'slow-down' })
  })
})
