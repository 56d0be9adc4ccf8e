import { runInDurableObject } from 'cloudflare:test'
import { describe, expect, test } from 'vitest'
import { importRoomPrivateKey, openRoomCard } from '../../src/domain/room/room-crypto'
import {
  ROOM_LIMITS,
  ROOM_SUBPROTOCOL,
  isFacilitatorKey,
  isRoomCode,
  type Room,
  type RoomEnvelope,
  type RoomServerMessage,
  roomScreenProtocols,
} from '../../src/domain/room/room-protocol'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { TYPICAL_SHARED_CARD } from '../unit/support/typical-card'
import { asFacilitator, envelopeFor, tabletPassOf } from '../unit/support/room-members'
import {
  join,
  liveRequest,
  openRoom,
  roomObject,
  roomOf,
  roomSocket,
  sendCard,
  storedText,
} from './support/rooms-api'
import { call, expectError, get, post } from './support/worker-api'

const NO_COUNTS = { joined: 0, started: 0, midway: 0, finished: 0, refused: 0, removed: 0 }

/** Waits until `check` holds, as a screen's messages arrive over its socket. */
async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('opening and joining', () => {
  test('a facilitator opens a room: a six-character code and a key of their own; anyone can look the room up', async () => {
    const room = await openRoom('  Leadership   offsite ')
    expect(isRoomCode(room.code)).toBe(true)
    expect(isFacilitatorKey(room.facilitatorKey)).toBe(true)
    expect(room.room).toEqual({
      code: room.code,
      name: 'Leadership offsite',
      publicKey: room.keys.publicKey,
      state: 'open',
      revealed: false,
      capacity: ROOM_LIMITS.capacity.default,
      counts: NO_COUNTS,
    })
    expect(await roomOf(room.code.toLowerCase())).toEqual(room.room)
    await expectError(
      await post('/api/rooms', { name: '', publicKey: room.keys.publicKey }),
      400,
      'bad-request',
    )
    await expectError(await post('/api/rooms', { name: 'x', publicKey: 'short' }), 400, 'bad-request')
  })

  test('attendees join once each with a token, and their progress and cards are counted; tablet attendees count as joined', async () => {
    const room = await openRoom()
    const phone = await join(room)
    const again = await post(`/api/rooms/${room.code}/join`, { attendeeId: phone.id })
    expect(((await again.json()) as { token: string }).token).toBe(phone.token)
    expect((await roomOf(room.code)).counts.joined).toBe(1)
    const progress = await post(`/api/rooms/${room.code}/progress`, null, {
      Authorization: `Bearer ${phone.token}`,
    })
    expect(progress.status).toBe(204)
    await expectError(await post(`/api/rooms/${room.code}/join`, { attendeeId: 'me' }), 400, 'bad-request')

    const tablet = await join(room, 'tablet')
    expect((await sendCard(room, tablet)).status).toBe(201)
    expect((await roomOf(room.code)).counts).toEqual({
      ...NO_COUNTS,
      joined: 2,
      started: 1,
      midway: 1,
      finished: 1,
    })
    expect((await sendCard(room, phone)).status).toBe(201)
    expect((await roomOf(room.code)).counts).toEqual({
      ...NO_COUNTS,
      joined: 2,
      started: 1,
      midway: 0,
      finished: 2,
    })
  })

  test('a join surge from one address is absorbed: a room opened for 500 takes all of them at once, then is full', async () => {
    const room = await openRoom('Board day', {}, ROOM_LIMITS.capacity.most)
    const venue = { 'CF-Connecting-IP': '198.51.100.9' }
    const statuses: number[] = []
    // Twenty phones at a time, as a crowd scanning one QR code.
    for (let joined = 0; joined < ROOM_LIMITS.capacity.most; joined += 20) {
      const joins = Array.from({ length: 20 }, () =>
        post(`/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }, venue),
      )
      statuses.push(...(await Promise.all(joins)).map((answer) => answer.status))
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect((await roomOf(room.code)).counts.joined).toBe(ROOM_LIMITS.capacity.most)
    const refused = await post(`/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() })
    await expectError(refused, 409, 'room-at-capacity')
  })
})

describe('cards', () => {
  test('a card is kept once: a repeat is 200, and bad envelopes are refused and kept nowhere', async () => {
    const room = await openRoom()
    const phone = await join(room)
    const envelope = await envelopeFor(room, phone)
    const first = await sendCard(room, phone, envelope)
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ id: envelope.id, duplicate: false })
    const repeat = await sendCard(room, phone, envelope)
    expect(repeat.status).toBe(200)
    expect(await repeat.json()).toEqual({ id: envelope.id, duplicate: true })

    const results = `/api/rooms/${room.code}/results`
    const token = { Authorization: `Bearer ${phone.token}` }
    const other = await envelopeFor(room, phone)
    await expectError(await post(results, { ...other, source: 'laptop' }, token), 400, 'bad-envelope')
    await expectError(await post(results, { ...other, card: 'plain text' }, token), 400, 'bad-envelope')
    // A phone's card names that phone, and only that phone.
    await expectError(
      await post(results, { ...other, attendeeId: crypto.randomUUID() }, token),
      400,
      'bad-envelope',
    )
    await expectError(
      await post(results, { ...other, ciphertext: 'x'.repeat(ROOM_LIMITS.envelopeBytes) }, token),
      413,
      'too-large',
    )
    const notJson = await call(results, {
      method: 'POST',
      headers: { ...token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=1',
    })
    await expectError(notJson, 415, 'not-json')

    const page = await get(results, asFacilitator(room))
    const { results: kept, room: after } = (await page.json()) as { results: RoomEnvelope[]; room: Room }
    expect(kept.map((result) => result.id)).toEqual([envelope.id])
    expect(after.counts).toMatchObject({ finished: 1, refused: 5 })
  })

  test('only the room’s own people add cards: no token, a made-up one, another room’s or no tablet pass is refused', async () => {
    const room = await openRoom()
    const elsewhere = await openRoom()
    const stranger = await join(elsewhere)
    const results = `/api/rooms/${room.code}/results`
    const card = await envelopeFor(room, stranger)
    await expectError(await post(results, card), 401, 'not-member')
    await expectError(
      await post(results, card, { Authorization: `Bearer ${stranger.token}` }),
      401,
      'not-member',
    )
    const forged = stranger.token.replace(/.{4}$/, 'AAAA')
    await expectError(await post(results, card, { Authorization: `Bearer ${forged}` }), 401, 'not-member')
    await expectError(
      await post(`/api/rooms/${room.code}/progress`, null, { Authorization: `Bearer ${stranger.token}` }),
      401,
      'not-member',
    )
    // Joining as a tablet takes the room's pass, which only the facilitator's device shows: not the code
    // alone, not another room's pass.
    const asTablet = (pass?: string) =>
      post(`/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID(), device: 'tablet', pass })
    await expectError(await asTablet(), 400, 'bad-request')
    await expectError(await asTablet(await tabletPassOf(elsewhere)), 403, 'tablet-pass')
    expect((await asTablet(await tabletPassOf(room))).status).toBe(200)
    expect((await roomOf(room.code)).counts).toEqual(NO_COUNTS)
  })

  test('a locked room takes no one new and no card without a token, while those already in still send theirs', async () => {
    const room = await openRoom()
    const inside = await join(room)
    const tablet = await join(room, 'tablet')
    const locked = await post(`/api/rooms/${room.code}/lock`, { locked: true }, asFacilitator(room))
    expect(((await locked.json()) as Room).state).toBe('locked')
    await expectError(
      await post(`/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }),
      423,
      'locked',
    )
    await expectError(
      await post(`/api/rooms/${room.code}/join`, {
        attendeeId: crypto.randomUUID(),
        device: 'tablet',
        pass: await tabletPassOf(room),
      }),
      423,
      'locked',
    )
    // Someone who is in gets their token again.
    const rejoined = await post(`/api/rooms/${room.code}/join`, { attendeeId: inside.id })
    expect(((await rejoined.json()) as { token: string }).token).toBe(inside.token)
    const stranger = { id: crypto.randomUUID(), device: 'phone' as const }
    await expectError(
      await post(`/api/rooms/${room.code}/results`, await envelopeFor(room, stranger)),
      401,
      'not-member',
    )
    expect((await sendCard(room, inside)).status).toBe(201)
    expect((await sendCard(room, tablet)).status).toBe(201)
  })

  test('wrong tablet passes and facilitator keys are counted per room: past the limit a wrong one waits, a right one never does', async () => {
    const room = await openRoom()
    const elsewhere = await openRoom()
    const wrongPass = await tabletPassOf(elsewhere)
    // From a new address each time: the room counts them, whoever sends them.
    const asTablet = (pass: string) =>
      post(`/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID(), device: 'tablet', pass })
    const wrongKey = () => get(`/api/rooms/${room.code}/results`, asFacilitator(elsewhere))
    for (let index = 0; index < ROOM_LIMITS.wrongSecretsPerMinute / 2; index++) {
      await expectError(await asTablet(wrongPass), 403, 'tablet-pass')
      await expectError(await wrongKey(), 401, 'not-facilitator')
    }
    await expectError(await asTablet(wrongPass), 429, 'slow-down')
    await expectError(await wrongKey(), 429, 'slow-down')
    expect((await asTablet(await tabletPassOf(room))).status).toBe(200)
    expect((await get(`/api/rooms/${room.code}/results`, asFacilitator(room))).status).toBe(200)
  })

  test('limits count per token, never per address: a venue behind one address sends every card', async () => {
    const room = await openRoom()
    const venue = { 'CF-Connecting-IP': '198.51.100.7' }
    const phones = await Promise.all(Array.from({ length: 40 }, () => join(room, 'phone', venue)))
    const sent = await Promise.all(
      phones.map(async (phone) => (await sendCard(room, phone, undefined, venue)).status),
    )
    expect(new Set(sent)).toEqual(new Set([201]))
    expect((await roomOf(room.code)).counts.finished).toBe(40)

    // One phone trying again and again is held back by its own token, and only it.
    const [busy = phones[0]!, calm = phones[1]!] = phones
    const progress = () =>
      post(`/api/rooms/${room.code}/progress`, null, { ...venue, Authorization: `Bearer ${busy.token}` })
    for (let index = 1; index < ROOM_LIMITS.phoneRequestsPerMinute; index++)
      expect((await progress()).status).toBe(204)
    const refused = await progress()
    const retryAfter = Number(refused.headers.get('Retry-After'))
    await expectError(refused, 429, 'slow-down')
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    const other = await post(`/api/rooms/${room.code}/progress`, null, {
      ...venue,
      Authorization: `Bearer ${calm.token}`,
    })
    expect(other.status).toBe(204)
  })

  test('a phone adds at most five cards; a tablet sends a whole group', async () => {
    const room = await openRoom()
    const phone = await join(room)
    for (let index = 0; index < ROOM_LIMITS.cardsPerPhone; index++)
      expect((await sendCard(room, phone)).status).toBe(201)
    await expectError(await sendCard(room, phone), 409, 'phone-full')
    const tablet = await join(room, 'tablet')
    for (let index = 0; index < 8; index++) expect((await sendCard(room, tablet)).status).toBe(201)
  })

  test('a room holds 500 cards; the 501st is refused as full', async () => {
    const room = await openRoom()
    const tablet = await join(room, 'tablet')
    const send = async () => {
      const response = await sendCard(room, tablet)
      return response.status === 201 ? 201 : `${response.status} ${await response.text()}`
    }
    for (let sent = 0; sent < ROOM_LIMITS.results; sent += 10)
      expect(new Set(await Promise.all(Array.from({ length: 10 }, send)))).toEqual(new Set([201]))
    expect(await send()).toMatch(/^409 .*room-full/)
    expect((await roomOf(room.code)).counts.finished).toBe(ROOM_LIMITS.results)
  })

  test('without a WebSocket, the room screen polls: each page brings only what came since', async () => {
    const room = await openRoom()
    const phone = await join(room)
    const first = await envelopeFor(room, phone)
    await sendCard(room, phone, first)
    const page = async (cursor: string) => {
      const response = await get(`/api/rooms/${room.code}/results?after=${cursor}`, asFacilitator(room))
      return (await response.json()) as { results: RoomEnvelope[]; cursor: string }
    }
    const one = await page('0')
    expect(one.results.map((result) => result.id)).toEqual([first.id])
    expect((await page(one.cursor)).results).toEqual([])
    const second = await envelopeFor(room, phone)
    await sendCard(room, phone, second)
    const two = await page(one.cursor)
    expect(two.results.map((result) => result.id)).toEqual([second.id])
  })
})

describe('the facilitator', () => {
  test('only the facilitator key reveals, locks, removes, ends or reads the results', async () => {
    const room = await openRoom()
    const wrong = { Authorization: `Bearer ${'A'.repeat(43)}` }
    const actions: [string, unknown][] = [
      ['reveal', { revealed: true }],
      ['lock', { locked: true }],
      ['remove', { id: crypto.randomUUID() }],
      ['end', { keep: false }],
    ]
    for (const [action, body] of actions) {
      await expectError(await post(`/api/rooms/${room.code}/${action}`, body), 401, 'not-facilitator')
      await expectError(await post(`/api/rooms/${room.code}/${action}`, body, wrong), 401, 'not-facilitator')
    }
    await expectError(await get(`/api/rooms/${room.code}/results`), 401, 'not-facilitator')
    expect(await roomOf(room.code)).toEqual(room.room)

    const revealed = await post(`/api/rooms/${room.code}/reveal`, { revealed: true }, asFacilitator(room))
    expect(((await revealed.json()) as Room).revealed).toBe(true)
  })

  test('a method a room request does not take is a 405 naming the ones it does, and changes nothing', async () => {
    const room = await openRoom()
    const asked: [string, string, string][] = [
      ['PUT', '', 'GET'],
      ['GET', '/join', 'POST'],
      ['DELETE', '/results', 'GET, POST'],
      ['PUT', '/summary', 'GET, POST'],
      ['GET', '/reveal', 'POST'],
      ['POST', '/members', 'GET'],
    ]
    for (const [method, action, allow] of asked) {
      const answer = await call(`/api/rooms/${room.code}${action}`, { method, headers: asFacilitator(room) })
      expect(answer.headers.get('Allow')).toBe(allow)
      await expectError(answer, 405, 'method-not-allowed')
    }
    expect(await roomOf(room.code)).toEqual(room.room)
  })

  test('a removed card leaves every screen, is counted, and never comes back', async () => {
    const room = await openRoom()
    const phone = await join(room)
    const junk = await envelopeFor(room, phone)
    const kept = await envelopeFor(room, phone)
    await sendCard(room, phone, junk)
    await sendCard(room, phone, kept)
    const screens = await Promise.all([1, 2].map(() => roomSocket(room.code, room.facilitatorKey)))
    for (const screen of screens) await until(() => screen.messages[0]?.message.type === 'snapshot')

    const removed = await post(`/api/rooms/${room.code}/remove`, { id: junk.id }, asFacilitator(room))
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as Room).counts).toMatchObject({ finished: 1, removed: 1 })
    for (const screen of screens) {
      await until(() =>
        screen.messages.some(({ message }) => message.type === 'removed' && message.id === junk.id),
      )
      screen.socket.close()
    }
    // Sent again (a phone that never heard the answer), it is not kept a second time.
    const again = await sendCard(room, phone, junk)
    expect(again.status).toBe(200)
    const page = await get(`/api/rooms/${room.code}/results`, asFacilitator(room))
    const body = (await page.json()) as { results: RoomEnvelope[]; removed: string[]; room: Room }
    expect(body.results.map((result) => result.id)).toEqual([kept.id])
    expect(body.removed).toEqual([junk.id])
    expect(body.room.counts).toMatchObject({ finished: 1, removed: 1 })
    // A screen that connects later is told too.
    const late = await roomSocket(room.code, room.facilitatorKey)
    await until(() => late.messages.length > 0)
    expect(late.messages[0]?.message).toMatchObject({ type: 'snapshot', removed: [junk.id] })
    late.socket.close()
  })

  test('an ended room that keeps its results refuses joins and results, and still gives the facilitator all', async () => {
    const room = await openRoom()
    const phone = await join(room)
    const midway = await join(room)
    await post(`/api/rooms/${room.code}/progress`, null, { Authorization: `Bearer ${midway.token}` })
    const envelope = await envelopeFor(room, phone)
    await sendCard(room, phone, envelope)
    expect((await roomOf(room.code)).counts.midway).toBe(1)
    const ended = await post(`/api/rooms/${room.code}/end`, { keep: true }, asFacilitator(room))
    expect(((await ended.json()) as Room).state).toBe('ended')
    await expectError(
      await post(`/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }),
      410,
      'ended',
    )
    await expectError(await sendCard(room, phone), 410, 'ended')
    // Only its own people hear it has ended: a made-up token is refused as it is anywhere.
    const madeUp = { Authorization: `Bearer p.${crypto.randomUUID()}.${'A'.repeat(43)}` }
    await expectError(await post(`/api/rooms/${room.code}/progress`, null, madeUp), 401, 'not-member')
    await expectError(await post(`/api/rooms/${room.code}/results`, envelope, madeUp), 401, 'not-member')
    // Looked up, it says only that it has ended: its name and counts are the facilitator's.
    const looked = await get(`/api/rooms/${room.code}`)
    await expectError(looked.clone(), 410, 'ended')
    expect(await looked.text()).not.toContain(room.room.name)
    const page = await get(`/api/rooms/${room.code}/results`, asFacilitator(room))
    const kept = (await page.json()) as { results: RoomEnvelope[]; room: Room }
    expect(kept.results.map((result) => result.id)).toEqual([envelope.id])
    expect(kept.room.state).toBe('ended')
    // Nobody is mid-way in a room that has ended.
    expect(kept.room.counts.midway).toBe(0)
  })

  test('the room keeps ciphertext only, and ending it with "delete" leaves nothing of it', async () => {
    const roomName = `Storage check ${crypto.randomUUID().slice(0, 8)}`
    const room = await openRoom(roomName)
    const phone = await join(room)
    const card = encodeSharedCard(TYPICAL_SHARED_CARD)
    const name = `Grace-${crypto.randomUUID().slice(0, 8)}`
    const envelope = await envelopeFor(room, phone, { card, name })
    await sendCard(room, phone, envelope)
    const screen = await roomSocket(room.code, room.facilitatorKey)
    await until(() => screen.messages.length > 0)

    const stored = await storedText(room.code)
    expect(stored).toContain(envelope.ciphertext)
    expect(stored).toContain(roomName)
    expect(stored).not.toContain(card)
    expect(stored).not.toContain(name)
    expect(stored).not.toContain(room.facilitatorKey)
    expect(stored).not.toContain(phone.token)

    const ended = await post(`/api/rooms/${room.code}/end`, { keep: false }, asFacilitator(room))
    expect(ended.status).toBe(204)
    expect(await screen.closed).toBe(4404)
    await expectError(await get(`/api/rooms/${room.code}`), 404, 'not-found')
    await expectError(await sendCard(room, phone, envelope), 404, 'not-found')
    expect(await storedText(room.code)).toBe('')
    expect(await runInDurableObject(roomObject(room.code), (_, state) => state.storage.getAlarm())).toBeNull()
  })
})

describe('room screens', () => {
  test('the room screen gets a snapshot, then each result within 2 s', async () => {
    const room = await openRoom()
    const phone = await join(room)
    const before = await envelopeFor(room, phone)
    await sendCard(room, phone, before)
    const screen = await roomSocket(room.code, room.facilitatorKey)
    await until(() => screen.messages[0]?.message.type === 'snapshot')
    const snapshot = screen.messages[0]!.message as Extract<RoomServerMessage, { type: 'snapshot' }>
    expect(snapshot.results.map((result) => result.id)).toEqual([before.id])
    expect(snapshot.room.counts.finished).toBe(1)

    const envelope = await envelopeFor(room, phone)
    expect((await sendCard(room, phone, envelope)).status).toBe(201)
    await until(() => screen.messages.some(({ message }) => message.type === 'result'))
    const pushed = screen.messages.find(({ message }) => message.type === 'result')!
    const received = (pushed.message as Extract<RoomServerMessage, { type: 'result' }>).envelope
    expect(received).toMatchObject(envelope)
    const privateKey = (await importRoomPrivateKey(room.keys.privateKey))!
    expect(await openRoomCard(received, privateKey, room.code, received.id)).toEqual({
      card: encodeSharedCard(TYPICAL_SHARED_CARD),
      name: 'Ada Lovelace',
    })
    const locked = await post(`/api/rooms/${room.code}/lock`, { locked: true }, asFacilitator(room))
    expect(locked.status).toBe(200)
    await until(() =>
      screen.messages.some(({ message }) => message.type === 'room' && message.room.state === 'locked'),
    )
    screen.socket.close()
  })

  test('a socket without the facilitator key is refused before it opens, so strangers hold no screen', async () => {
    const room = await openRoom()
    const stranger = { 'CF-Connecting-IP': '198.51.100.90' }
    // A wrong key, none, or the key without the room's protocol: refused, and nothing is opened.
    const wrong = roomScreenProtocols('A'.repeat(43)).join(', ')
    for (const protocols of [wrong, ROOM_SUBPROTOCOL, `key.${room.facilitatorKey}`]) {
      const refused = await liveRequest(room.code, protocols, stranger)
      expect(refused.status).toBe(401)
      expect(refused.webSocket).toBeNull()
    }
    expect(await runInDurableObject(roomObject(room.code), (_, state) => state.getWebSockets())).toHaveLength(
      0,
    )
    // However many a stranger tries, the facilitator's screens all open, each with its snapshot.
    await Promise.all(
      Array.from({ length: 3 * ROOM_LIMITS.screens }, () => liveRequest(room.code, wrong, stranger)),
    )
    const screens = await Promise.all(
      Array.from({ length: ROOM_LIMITS.screens }, () => roomSocket(room.code, room.facilitatorKey)),
    )
    await until(() => screens.every((screen) => screen.messages[0]?.message.type === 'snapshot'))
    for (const screen of screens) screen.socket.close()
  })

  test('a room has at most 10 screens: the eleventh replaces the oldest', async () => {
    const room = await openRoom()
    const screens = []
    for (let index = 0; index < ROOM_LIMITS.screens; index++) {
      const screen = await roomSocket(room.code, room.facilitatorKey)
      await until(() => screen.messages.length === 1)
      screens.push(screen)
    }
    const newest = await roomSocket(room.code, room.facilitatorKey)
    await until(() => newest.messages[0]?.message.type === 'snapshot')
    expect(await screens[0]!.closed).toBe(4409)
    for (const screen of [...screens.slice(1), newest])
      expect(screen.socket.readyState).toBe(WebSocket.READY_STATE_OPEN)
    for (const screen of [...screens, newest]) screen.socket.close()
  })
})
