import { readdirSync, readFileSync } from 'node:fs'
import { join as joinPath } from 'node:path'
import { importRoomPrivateKey, openRoomCard } from '../../src/domain/room-crypto'
import { encodeSharedCard } from '../../src/domain/share-link'
import {
  ROOM_LIMITS,
  isFacilitatorKey,
  isRoomCode,
  type Room,
  type RoomEnvelope,
  type RoomServerMessage,
} from '../../src/domain/room-protocol'
import { ROOM } from '../e2e/group-fixtures'
import { EDGE_STATE } from './edge-settings.mjs'
import { expect, test } from './edge-site'
import {
  asFacilitator,
  tabletPassOf,
  envelopeFor,
  expectError,
  freshAddress,
  join,
  openRoom,
  post,
  roomOf,
  roomSocket,
  sendCard,
} from './room-helpers'

/** Where wrangler keeps the room objects' SQLite files. */
const ROOM_STORAGE = joinPath(EDGE_STATE, 'v3', 'do', 'think-first-RoomObject')

/** A file's bytes as text to search; SQLite removes its journal files now and then, which holds nothing. */
function bytesOf(file: string): string {
  try {
    return readFileSync(file).toString('latin1')
  } catch {
    return ''
  }
}

/** Every byte the room objects keep on disk (database, journal), as text to search. */
function storedBytes(): string {
  return readdirSync(ROOM_STORAGE)
    .map((file) => bytesOf(joinPath(ROOM_STORAGE, file)))
    .join('\n')
}

const NO_COUNTS = { joined: 0, started: 0, midway: 0, finished: 0, refused: 0, removed: 0 }

test('a facilitator opens a room: a six-character code and a key of their own; anyone can look the room up', async ({
  request,
}) => {
  const room = await openRoom(request, '  Leadership   offsite ')
  expect(isRoomCode(room.code)).toBe(true)
  expect(isFacilitatorKey(room.facilitatorKey)).toBe(true)
  expect(room.room).toEqual({
    code: room.code,
    name: 'Leadership offsite',
    publicKey: room.keys.publicKey,
    state: 'open',
    revealed: false,
    counts: NO_COUNTS,
  })
  expect(await roomOf(request, room.code.toLowerCase())).toEqual(room.room)
  await expectError(
    await post(request, '/api/rooms', { name: '', publicKey: room.keys.publicKey }),
    400,
    'bad-request',
  )
  await expectError(await post(request, '/api/rooms', { name: 'x', publicKey: 'short' }), 400, 'bad-request')
})

test('attendees join once each with a token, and their progress and cards are counted; tablet attendees count as joined', async ({
  request,
}) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  const again = await post(request, `/api/rooms/${room.code}/join`, { attendeeId: phone.id })
  expect(((await again.json()) as { token: string; room: Room }).token).toBe(phone.token)
  expect((await roomOf(request, room.code)).counts.joined).toBe(1)
  const progress = await post(request, `/api/rooms/${room.code}/progress`, null, {
    Authorization: `Bearer ${phone.token}`,
  })
  expect(progress.status()).toBe(204)
  await expectError(
    await post(request, `/api/rooms/${room.code}/join`, { attendeeId: 'me' }),
    400,
    'bad-request',
  )

  const tablet = await join(request, room, 'tablet')
  expect((await sendCard(request, room, tablet)).status()).toBe(201)
  expect((await roomOf(request, room.code)).counts).toEqual({
    ...NO_COUNTS,
    joined: 2,
    started: 1,
    midway: 1,
    finished: 1,
  })
  expect((await sendCard(request, room, phone)).status()).toBe(201)
  expect((await roomOf(request, room.code)).counts).toEqual({
    ...NO_COUNTS,
    joined: 2,
    started: 1,
    midway: 0,
    finished: 2,
  })
})

test('a card is kept once: a repeat is 200, and bad envelopes are refused and kept nowhere', async ({
  request,
}) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  const envelope = await envelopeFor(room, phone)
  const first = await sendCard(request, room, phone, envelope)
  expect(first.status()).toBe(201)
  expect(await first.json()).toEqual({ id: envelope.id, duplicate: false })
  const repeat = await sendCard(request, room, phone, envelope)
  expect(repeat.status()).toBe(200)
  expect(await repeat.json()).toEqual({ id: envelope.id, duplicate: true })

  const results = `/api/rooms/${room.code}/results`
  const token = { Authorization: `Bearer ${phone.token}` }
  const other = await envelopeFor(room, phone)
  await expectError(await post(request, results, { ...other, source: 'laptop' }, token), 400, 'bad-envelope')
  await expectError(
    await post(request, results, { ...other, card: 'plain text' }, token),
    400,
    'bad-envelope',
  )
  // A phone's card names that phone, and only that phone.
  await expectError(
    await post(request, results, { ...other, attendeeId: crypto.randomUUID() }, token),
    400,
    'bad-envelope',
  )
  await expectError(
    await post(request, results, { ...other, ciphertext: 'x'.repeat(ROOM_LIMITS.envelopeBytes) }, token),
    413,
    'too-large',
  )
  const notJson = await request.post(results, {
    data: Buffer.from('id=1'),
    headers: {
      ...token,
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': freshAddress(),
    },
  })
  await expectError(notJson, 415, 'not-json')

  const page = await request.get(results, { headers: asFacilitator(room) })
  const { results: kept, room: after } = (await page.json()) as { results: RoomEnvelope[]; room: Room }
  expect(kept.map((result) => result.id)).toEqual([envelope.id])
  expect(after.counts).toMatchObject({ finished: 1, refused: 5 })
})

test('only the room’s own people add cards: no token, a made-up one, another room’s or no tablet pass is refused', async ({
  request,
}) => {
  const room = await openRoom(request)
  const elsewhere = await openRoom(request)
  const stranger = await join(request, elsewhere)
  const results = `/api/rooms/${room.code}/results`
  const card = await envelopeFor(room, stranger)
  await expectError(await post(request, results, card), 401, 'not-member')
  await expectError(
    await post(request, results, card, { Authorization: `Bearer ${stranger.token}` }),
    401,
    'not-member',
  )
  const forged = stranger.token.replace(/.{4}$/, 'AAAA')
  await expectError(
    await post(request, results, card, { Authorization: `Bearer ${forged}` }),
    401,
    'not-member',
  )
  await expectError(
    await post(request, `/api/rooms/${room.code}/progress`, null, {
      Authorization: `Bearer ${stranger.token}`,
    }),
    401,
    'not-member',
  )
  // Joining as a tablet takes the room's pass, which only the facilitator's device shows: not the code
  // alone, not another room's pass.
  const asTablet = (pass?: string) =>
    post(request, `/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID(), device: 'tablet', pass })
  await expectError(await asTablet(), 400, 'bad-request')
  await expectError(await asTablet(await tabletPassOf(elsewhere)), 403, 'tablet-pass')
  expect((await asTablet(await tabletPassOf(room))).status()).toBe(200)
  expect((await roomOf(request, room.code)).counts).toEqual(NO_COUNTS)
})

test('a locked room takes no one new and no card without a token, while those already in still send theirs', async ({
  request,
}) => {
  const room = await openRoom(request)
  const inside = await join(request, room)
  const tablet = await join(request, room, 'tablet')
  const locked = await post(request, `/api/rooms/${room.code}/lock`, { locked: true }, asFacilitator(room))
  expect(((await locked.json()) as Room).state).toBe('locked')
  await expectError(
    await post(request, `/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }),
    423,
    'locked',
  )
  await expectError(
    await post(request, `/api/rooms/${room.code}/join`, {
      attendeeId: crypto.randomUUID(),
      device: 'tablet',
      pass: await tabletPassOf(room),
    }),
    423,
    'locked',
  )
  // Someone who is in gets their token again.
  const rejoined = await post(request, `/api/rooms/${room.code}/join`, { attendeeId: inside.id })
  expect(((await rejoined.json()) as { token: string }).token).toBe(inside.token)
  const stranger = { id: crypto.randomUUID(), device: 'phone' as const }
  await expectError(
    await post(request, `/api/rooms/${room.code}/results`, await envelopeFor(room, stranger)),
    401,
    'not-member',
  )
  expect((await sendCard(request, room, inside)).status()).toBe(201)
  expect((await sendCard(request, room, tablet)).status()).toBe(201)
})

test('limits count per token, never per address: a venue behind one address sends every card', async ({
  request,
}) => {
  const room = await openRoom(request)
  const venue = { 'CF-Connecting-IP': '198.51.100.7' }
  const phones = await Promise.all(Array.from({ length: 40 }, () => join(request, room, 'phone', venue)))
  const sent = await Promise.all(
    phones.map(async (phone) => (await sendCard(request, room, phone, undefined, venue)).status()),
  )
  expect(new Set(sent)).toEqual(new Set([201]))
  expect((await roomOf(request, room.code)).counts.finished).toBe(40)

  // One phone trying again and again is held back by its own token, and only it.
  const [busy = phones[0]!, calm = phones[1]!] = phones
  const progress = () =>
    post(request, `/api/rooms/${room.code}/progress`, null, {
      ...venue,
      Authorization: `Bearer ${busy.token}`,
    })
  for (let index = 1; index < ROOM_LIMITS.phoneRequestsPerMinute; index++)
    expect((await progress()).status()).toBe(204)
  const refused = await progress()
  await expectError(refused, 429, 'slow-down')
  const retryAfter = Number(refused.headers()['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(60)
  const other = await post(request, `/api/rooms/${room.code}/progress`, null, {
    ...venue,
    Authorization: `Bearer ${calm.token}`,
  })
  expect(other.status()).toBe(204)
})

test('a phone adds at most five cards; a tablet sends a whole group', async ({ request }) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  for (let index = 0; index < ROOM_LIMITS.cardsPerPhone; index++)
    expect((await sendCard(request, room, phone)).status()).toBe(201)
  await expectError(await sendCard(request, room, phone), 409, 'phone-full')
  const tablet = await join(request, room, 'tablet')
  for (let index = 0; index < 8; index++) expect((await sendCard(request, room, tablet)).status()).toBe(201)
})

test('a join surge from one address is absorbed: the room takes more than its size in a minute, then asks to wait', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const room = await openRoom(request)
  // As a phone joins (join-patiently.ts): a moment's 503 from the local runtime under this load is waited out.
  const joinFromVenue = async () => {
    const attendeeId = crypto.randomUUID()
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${baseURL}/api/rooms/${room.code}/join`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.9' },
        body: JSON.stringify({ attendeeId }),
      })
      await response.arrayBuffer()
      if (response.status !== 503 || attempt === 3) return response.status
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  const statuses: number[] = []
  // Twenty phones at a time, as a crowd scanning one QR code.
  for (let joined = 0; joined < ROOM_LIMITS.joinsPerMinute; joined += 20)
    statuses.push(...(await Promise.all(Array.from({ length: 20 }, joinFromVenue))))
  expect(statuses.filter((status) => status !== 200)).toEqual([])
  expect((await roomOf(request, room.code)).counts.joined).toBe(ROOM_LIMITS.joinsPerMinute)
  const refused = await post(request, `/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() })
  await expectError(refused, 429, 'slow-down')
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
})

test('a room holds 500 cards; the 501st is refused as full', async ({ request, baseURL }) => {
  test.setTimeout(180_000)
  const room = await openRoom(request)
  const tablet = await join(request, room, 'tablet')
  const results = `${baseURL}/api/rooms/${room.code}/results`
  const send = async () => {
    const response = await fetch(results, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tablet.token}` },
      body: JSON.stringify(await envelopeFor(room, tablet)),
    })
    const text = await response.text()
    return response.status === 201 ? 201 : `${response.status} ${text}`
  }
  for (let sent = 0; sent < ROOM_LIMITS.results; sent += 10) {
    expect(new Set(await Promise.all(Array.from({ length: 10 }, send)))).toEqual(new Set([201]))
  }
  expect(await send()).toMatch(/^409 .*room-full/)
  expect((await roomOf(request, room.code)).counts.finished).toBe(ROOM_LIMITS.results)
})

test('only the facilitator key reveals, locks, removes, ends or reads the results', async ({ request }) => {
  const room = await openRoom(request)
  const wrong = { Authorization: `Bearer ${'A'.repeat(43)}` }
  const actions: [string, unknown][] = [
    ['reveal', { revealed: true }],
    ['lock', { locked: true }],
    ['remove', { id: crypto.randomUUID() }],
    ['end', { keep: false }],
  ]
  for (const [action, body] of actions) {
    await expectError(await post(request, `/api/rooms/${room.code}/${action}`, body), 401, 'not-facilitator')
    await expectError(
      await post(request, `/api/rooms/${room.code}/${action}`, body, wrong),
      401,
      'not-facilitator',
    )
  }
  await expectError(await request.get(`/api/rooms/${room.code}/results`), 401, 'not-facilitator')
  expect(await roomOf(request, room.code)).toEqual(room.room)

  const revealed = await post(
    request,
    `/api/rooms/${room.code}/reveal`,
    { revealed: true },
    asFacilitator(room),
  )
  expect(((await revealed.json()) as Room).revealed).toBe(true)
})

test('a method a room request does not take is a 405 naming the ones it does, and changes nothing', async ({
  request,
}) => {
  const room = await openRoom(request)
  const asked: [string, string, string][] = [
    ['PUT', '', 'GET'],
    ['GET', '/join', 'POST'],
    ['DELETE', '/results', 'GET, POST'],
    ['PUT', '/summary', 'GET, POST'],
    ['GET', '/reveal', 'POST'],
    ['POST', '/members', 'GET'],
  ]
  for (const [method, action, allow] of asked) {
    const answer = await request.fetch(`/api/rooms/${room.code}${action}`, {
      method,
      headers: asFacilitator(room),
    })
    await expectError(answer, 405, 'method-not-allowed')
    expect(answer.headers()['allow']).toBe(allow)
  }
  expect(await roomOf(request, room.code)).toEqual(room.room)
})

test('a removed card leaves every screen, is counted, and never comes back', async ({ request, baseURL }) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  const junk = await envelopeFor(room, phone)
  const kept = await envelopeFor(room, phone)
  await sendCard(request, room, phone, junk)
  await sendCard(request, room, phone, kept)
  const screens = await Promise.all([1, 2].map(() => roomSocket(baseURL!, room.code, room.facilitatorKey)))
  for (const screen of screens) await expect.poll(() => screen.messages[0]?.message.type).toBe('snapshot')

  const removed = await post(request, `/api/rooms/${room.code}/remove`, { id: junk.id }, asFacilitator(room))
  expect(removed.status()).toBe(200)
  expect(((await removed.json()) as Room).counts).toMatchObject({ finished: 1, removed: 1 })
  for (const screen of screens) {
    await expect
      .poll(
        () => screen.messages.some(({ message }) => message.type === 'removed' && message.id === junk.id),
        { timeout: 2000 },
      )
      .toBe(true)
    screen.socket.close()
  }
  // Sent again (a phone that never heard the answer), it is not kept a second time.
  const again = await sendCard(request, room, phone, junk)
  expect(again.status()).toBe(200)
  const page = await request.get(`/api/rooms/${room.code}/results`, { headers: asFacilitator(room) })
  const body = (await page.json()) as { results: RoomEnvelope[]; removed: string[]; room: Room }
  expect(body.results.map((result) => result.id)).toEqual([kept.id])
  expect(body.removed).toEqual([junk.id])
  expect(body.room.counts).toMatchObject({ finished: 1, removed: 1 })
  // A screen that connects later is told too.
  const late = await roomSocket(baseURL!, room.code, room.facilitatorKey)
  await expect.poll(() => late.messages[0]?.message).toMatchObject({ type: 'snapshot', removed: [junk.id] })
  late.socket.close()
})

test('an ended room that keeps its results refuses joins and results, and still gives the facilitator all', async ({
  request,
}) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  const midway = await join(request, room)
  await post(request, `/api/rooms/${room.code}/progress`, null, { Authorization: `Bearer ${midway.token}` })
  const envelope = await envelopeFor(room, phone)
  await sendCard(request, room, phone, envelope)
  expect((await roomOf(request, room.code)).counts.midway).toBe(1)
  const ended = await post(request, `/api/rooms/${room.code}/end`, { keep: true }, asFacilitator(room))
  expect(((await ended.json()) as Room).state).toBe('ended')
  await expectError(
    await post(request, `/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }),
    410,
    'ended',
  )
  await expectError(await sendCard(request, room, phone), 410, 'ended')
  const after = await roomOf(request, room.code)
  expect(after.state).toBe('ended')
  // Nobody is mid-way in a room that has ended.
  expect(after.counts.midway).toBe(0)
  const page = await request.get(`/api/rooms/${room.code}/results`, { headers: asFacilitator(room) })
  expect(((await page.json()) as { results: RoomEnvelope[] }).results.map((kept) => kept.id)).toEqual([
    envelope.id,
  ])
})

test('the room screen gets a snapshot, then each result within 2 s; a wrong key is shut out', async ({
  request,
  baseURL,
}) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  const before = await envelopeFor(room, phone)
  await sendCard(request, room, phone, before)
  const screen = await roomSocket(baseURL!, room.code, room.facilitatorKey)
  await expect.poll(() => screen.messages[0]?.message.type).toBe('snapshot')
  const snapshot = screen.messages[0]!.message as Extract<RoomServerMessage, { type: 'snapshot' }>
  expect(snapshot.results.map((result) => result.id)).toEqual([before.id])
  expect(snapshot.room.counts.finished).toBe(1)

  const envelope = await envelopeFor(room, phone)
  const sentAt = Date.now()
  expect((await sendCard(request, room, phone, envelope)).status()).toBe(201)
  await expect
    .poll(() => screen.messages.find(({ message }) => message.type === 'result'), { timeout: 2000 })
    .toBeTruthy()
  const pushed = screen.messages.find(({ message }) => message.type === 'result')!
  expect(pushed.at - sentAt).toBeLessThan(2000)
  const received = (pushed.message as Extract<RoomServerMessage, { type: 'result' }>).envelope
  expect(received).toMatchObject(envelope)
  const privateKey = (await importRoomPrivateKey(room.keys.privateKey))!
  expect(await openRoomCard(received, privateKey, room.code, received.id)).toEqual({
    card: encodeSharedCard(ROOM[0]!),
    name: 'Ada Lovelace',
  })
  const locked = await post(request, `/api/rooms/${room.code}/lock`, { locked: true }, asFacilitator(room))
  expect(locked.status()).toBe(200)
  await expect
    .poll(() =>
      screen.messages.some(({ message }) => message.type === 'room' && message.room.state === 'locked'),
    )
    .toBe(true)
  screen.socket.close()

  const intruder = await roomSocket(baseURL!, room.code, 'A'.repeat(43))
  expect(await intruder.closed).toBe(4401)
  expect(intruder.messages.map(({ message }) => message.type)).toEqual(['error'])
})

test('a socket that does not say who it is within 5 s is closed, and hears nothing meanwhile', async ({
  request,
  baseURL,
}) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  const silent = await roomSocket(baseURL!, room.code)
  const openedAt = Date.now()
  expect((await sendCard(request, room, phone)).status()).toBe(201)
  // The room closes it (its closing handshake, which the runtime ends some seconds later, starts then).
  await expect
    .poll(() => silent.socket.readyState, { timeout: ROOM_LIMITS.screenHelloMs + 3000, intervals: [100] })
    .not.toBe(silent.socket.OPEN)
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(ROOM_LIMITS.screenHelloMs - 500)
  expect(await silent.closed).toBe(4408)
  expect(silent.messages).toEqual([])
})

test('a room has at most 10 screens: the eleventh replaces the oldest', async ({ request, baseURL }) => {
  const room = await openRoom(request)
  const screens = []
  for (let index = 0; index < ROOM_LIMITS.screens; index++) {
    const screen = await roomSocket(baseURL!, room.code, room.facilitatorKey)
    await expect.poll(() => screen.messages.length).toBe(1)
    screens.push(screen)
  }
  const newest = await roomSocket(baseURL!, room.code, room.facilitatorKey)
  await expect.poll(() => newest.messages[0]?.message.type).toBe('snapshot')
  expect(await screens[0]!.closed).toBe(4409)
  for (const screen of [...screens.slice(1), newest])
    expect(screen.socket.readyState).toBe(screen.socket.OPEN)
  for (const screen of [...screens, newest]) screen.socket.close()
})

test('without a WebSocket, the room screen polls: each page brings only what came since', async ({
  request,
}) => {
  const room = await openRoom(request)
  const phone = await join(request, room)
  const results = `/api/rooms/${room.code}/results`
  const first = await envelopeFor(room, phone)
  await sendCard(request, room, phone, first)
  const page = async (cursor: string) => {
    const response = await request.get(`${results}?after=${cursor}`, { headers: asFacilitator(room) })
    return (await response.json()) as { results: RoomEnvelope[]; cursor: string }
  }
  const one = await page('0')
  expect(one.results.map((result) => result.id)).toEqual([first.id])
  expect((await page(one.cursor)).results).toEqual([])
  const second = await envelopeFor(room, phone)
  await sendCard(request, room, phone, second)
  const two = await page(one.cursor)
  expect(two.results.map((result) => result.id)).toEqual([second.id])
})

test('the room keeps ciphertext only, and ending it with "delete" leaves nothing of it', async ({
  request,
  baseURL,
}) => {
  const roomName = `Storage check ${crypto.randomUUID().slice(0, 8)}`
  const room = await openRoom(request, roomName)
  const phone = await join(request, room)
  const card = encodeSharedCard(ROOM[1]!)
  const name = `Grace-${crypto.randomUUID().slice(0, 8)}`
  const envelope = await envelopeFor(room, phone, { card, name })
  await sendCard(request, room, phone, envelope)
  const screen = await roomSocket(baseURL!, room.code, room.facilitatorKey)
  await expect.poll(() => screen.messages.length).toBeGreaterThan(0)

  await expect.poll(() => storedBytes().includes(envelope.ciphertext)).toBe(true)
  const stored = storedBytes()
  expect(stored).toContain(roomName)
  expect(stored).not.toContain(card)
  expect(stored).not.toContain(name)
  expect(stored).not.toContain(room.facilitatorKey)
  expect(stored).not.toContain(phone.token)

  const ended = await post(request, `/api/rooms/${room.code}/end`, { keep: false }, asFacilitator(room))
  expect(ended.status()).toBe(204)
  expect(await screen.closed).toBe(4404)
  await expectError(
    await request.get(`/api/rooms/${room.code}`, { headers: { 'CF-Connecting-IP': freshAddress() } }),
    404,
    'not-found',
  )
  await expectError(await sendCard(request, room, phone, envelope), 404, 'not-found')
  await expect.poll(() => storedBytes().includes(envelope.ciphertext)).toBe(false)
  expect(storedBytes()).not.toContain(roomName)
})
