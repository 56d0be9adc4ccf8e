import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { WebSocket } from 'undici'
import { makeRoomKeys, openCard, sealCard } from '../../scripts/room-crypto.mjs'
import { encodeSharedCard } from '../../src/domain/share-link'
import {
  ROOM_LIMITS,
  ROOM_SUBPROTOCOL,
  isRoomCode,
  isFacilitatorKey,
  type CreateRoomResponse,
  type Room,
  type RoomEnvelope,
  type RoomServerMessage,
} from '../../src/domain/room-protocol'
import { ROOM } from '../e2e/group-fixtures'
import { EDGE_STATE } from './edge-settings.mjs'
import { expect, test } from './edge-site'

/** Where wrangler keeps the room objects' SQLite files. */
const ROOM_STORAGE = join(EDGE_STATE, 'v3', 'do', 'think-first-RoomObject')

let addressCount = 0
/** A client address of its own for each use, so one test's requests never count against another's limits. */
function freshAddress(): string {
  addressCount++
  return `10.${test.info().workerIndex}.${Math.floor(addressCount / 250)}.${addressCount % 250}`
}

type Keys = Awaited<ReturnType<typeof makeRoomKeys>>

interface OpenRoom extends CreateRoomResponse {
  keys: Keys
}

async function openRoom(request: APIRequestContext, name = 'Board day'): Promise<OpenRoom> {
  const keys = await makeRoomKeys()
  const response = await request.post('/api/rooms', {
    data: { name, publicKey: keys.publicKey },
    headers: { 'CF-Connecting-IP': freshAddress() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { ...((await response.json()) as CreateRoomResponse), keys }
}

function post(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  return request.post(path, { data, headers: { 'CF-Connecting-IP': freshAddress(), ...headers } })
}

function asFacilitator(room: OpenRoom) {
  return { Authorization: `Bearer ${room.facilitatorKey}` }
}

/** A real attendee's envelope: their card's share fragment and a display name, sealed to the room's key. */
async function envelopeFor(
  room: OpenRoom,
  plaintext = { card: encodeSharedCard(ROOM[0]!), name: 'Ada Lovelace' },
) {
  const id = crypto.randomUUID()
  const sealed = await sealCard(plaintext, {
    roomPublicKey: room.keys.publicKey,
    code: room.code,
    resultId: id,
  })
  return { id, attendeeId: crypto.randomUUID(), source: 'phone' as const, ...sealed }
}

async function expectError(response: APIResponse, status: number, error: string) {
  expect(response.status()).toBe(status)
  const body = (await response.json()) as { error: string; message: string }
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
}

async function roomOf(request: APIRequestContext, code: string): Promise<Room> {
  const response = await request.get(`/api/rooms/${code}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Room
}

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
    .map((file) => bytesOf(join(ROOM_STORAGE, file)))
    .join('\n')
}

/** A room screen's WebSocket, with every message it received. */
async function roomScreen(baseURL: string, code: string, facilitatorKey: string) {
  const socket = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/api/rooms/${code}/live`, ROOM_SUBPROTOCOL)
  const messages: { at: number; message: RoomServerMessage }[] = []
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  )
  socket.addEventListener('message', (event) => {
    messages.push({ at: Date.now(), message: JSON.parse(String(event.data)) as RoomServerMessage })
  })
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  expect(socket.protocol).toBe(ROOM_SUBPROTOCOL)
  socket.send(JSON.stringify({ type: 'hello', facilitatorKey }))
  return { socket, messages, closed }
}

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
    counts: { joined: 0, started: 0, midway: 0, finished: 0, refused: 0 },
  })
  expect(await roomOf(request, room.code.toLowerCase())).toEqual(room.room)
  await expectError(await request.get('/api/rooms/ZZZZZZ'), 404, 'not-found')
  await expectError(await request.get('/api/rooms/ZZZZZ0'), 404, 'not-found')
  await expectError(
    await post(request, '/api/rooms', { name: '', publicKey: room.keys.publicKey }),
    400,
    'bad-request',
  )
  await expectError(await post(request, '/api/rooms', { name: 'x', publicKey: 'short' }), 400, 'bad-request')
})

test('attendees join once each, and their progress and results are counted', async ({ request }) => {
  const room = await openRoom(request)
  const attendee = crypto.randomUUID()
  for (let time = 0; time < 2; time++) {
    const joined = await post(request, `/api/rooms/${room.code}/join`, { attendeeId: attendee })
    expect(joined.status()).toBe(200)
    expect(((await joined.json()) as Room).counts.joined).toBe(1)
  }
  expect((await post(request, `/api/rooms/${room.code}/progress`, { attendeeId: attendee })).status()).toBe(
    204,
  )
  await expectError(
    await post(request, `/api/rooms/${room.code}/join`, { attendeeId: 'me' }),
    400,
    'bad-request',
  )
  // A tablet's result belongs to no attendee: the one who started is still mid-way.
  const { id, ephemeralKey, iv, ciphertext } = await envelopeFor(room)
  const fromTablet = { id, source: 'tablet', ephemeralKey, iv, ciphertext }
  expect((await post(request, `/api/rooms/${room.code}/results`, fromTablet)).status()).toBe(201)
  expect((await roomOf(request, room.code)).counts).toEqual({
    joined: 1,
    started: 1,
    midway: 1,
    finished: 1,
    refused: 0,
  })
  const envelope = { ...(await envelopeFor(room)), attendeeId: attendee }
  expect((await post(request, `/api/rooms/${room.code}/results`, envelope)).status()).toBe(201)
  expect((await roomOf(request, room.code)).counts).toEqual({
    joined: 1,
    started: 1,
    midway: 0,
    finished: 2,
    refused: 0,
  })
})

test('a result is kept once: a repeat is 200, and bad envelopes are refused and kept nowhere', async ({
  request,
}) => {
  const room = await openRoom(request)
  const envelope = await envelopeFor(room)
  const results = `/api/rooms/${room.code}/results`
  const first = await post(request, results, envelope)
  expect(first.status()).toBe(201)
  expect(await first.json()).toEqual({ id: envelope.id, duplicate: false })
  const repeat = await post(request, results, envelope)
  expect(repeat.status()).toBe(200)
  expect(await repeat.json()).toEqual({ id: envelope.id, duplicate: true })

  const other = await envelopeFor(room)
  await expectError(await post(request, results, { ...other, source: 'laptop' }), 400, 'bad-envelope')
  await expectError(await post(request, results, { ...other, card: 'plain text' }), 400, 'bad-envelope')
  await expectError(
    await post(request, results, { ...other, ciphertext: 'x'.repeat(ROOM_LIMITS.envelopeBytes) }),
    413,
    'too-large',
  )
  const notJson = await request.post(results, {
    data: Buffer.from('id=1'),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshAddress() },
  })
  await expectError(notJson, 415, 'not-json')
  const broken = await request.post(results, {
    data: Buffer.from('{"id": '),
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshAddress() },
  })
  await expectError(broken, 415, 'not-json')

  const page = await request.get(results, { headers: asFacilitator(room) })
  const { results: kept, room: after } = (await page.json()) as { results: RoomEnvelope[]; room: Room }
  expect(kept.map((result) => result.id)).toEqual([envelope.id])
  expect(after.counts).toMatchObject({ finished: 1, refused: 5 })
})

test('one address sends 30 results a minute, then waits as Retry-After says; repeats still answer', async ({
  request,
}) => {
  const room = await openRoom(request)
  const address = { 'CF-Connecting-IP': freshAddress() }
  const results = `/api/rooms/${room.code}/results`
  const sent = []
  for (let index = 0; index < ROOM_LIMITS.resultsPerMinutePerAddress; index++) {
    const envelope = await envelopeFor(room)
    expect((await post(request, results, envelope, address)).status()).toBe(201)
    sent.push(envelope)
  }
  const refused = await post(request, results, await envelopeFor(room), address)
  await expectError(refused, 429, 'slow-down')
  const retryAfter = Number(refused.headers()['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect((await post(request, results, sent[0], address)).status()).toBe(200)
  // Another address in the same room is not held back.
  expect((await post(request, results, await envelopeFor(room))).status()).toBe(201)
})

test('a room takes 120 joins a minute, then asks to wait', async ({ request }) => {
  const room = await openRoom(request)
  const join = () => post(request, `/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() })
  for (let index = 0; index < ROOM_LIMITS.joinsPerMinute; index++) expect((await join()).status()).toBe(200)
  const refused = await join()
  await expectError(refused, 429, 'slow-down')
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect((await roomOf(request, room.code)).counts.joined).toBe(ROOM_LIMITS.joinsPerMinute)
})

test('a room holds 500 results; the 501st is refused as full', async ({ request, baseURL }) => {
  test.setTimeout(180_000)
  const room = await openRoom(request)
  const results = `${baseURL}/api/rooms/${room.code}/results`
  // Sent ten at a time from many addresses, as a large room's phones would.
  const send = async () => {
    const response = await fetch(results, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshAddress() },
      body: JSON.stringify(await envelopeFor(room)),
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

test('only the facilitator key reveals, locks, ends or reads the results', async ({ request }) => {
  const room = await openRoom(request)
  const wrong = { Authorization: `Bearer ${'A'.repeat(43)}` }
  const actions: [string, unknown][] = [
    ['reveal', { revealed: true }],
    ['lock', { locked: true }],
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

test('a locked room takes no one new, but those in it still send their results', async ({ request }) => {
  const room = await openRoom(request)
  const inside = crypto.randomUUID()
  await post(request, `/api/rooms/${room.code}/join`, { attendeeId: inside })
  const locked = await post(request, `/api/rooms/${room.code}/lock`, { locked: true }, asFacilitator(room))
  expect(((await locked.json()) as Room).state).toBe('locked')
  await expectError(
    await post(request, `/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }),
    423,
    'locked',
  )
  await expectError(
    await post(request, `/api/rooms/${room.code}/progress`, { attendeeId: crypto.randomUUID() }),
    423,
    'locked',
  )
  expect((await post(request, `/api/rooms/${room.code}/join`, { attendeeId: inside })).status()).toBe(200)
  const envelope = { ...(await envelopeFor(room)), attendeeId: inside }
  expect((await post(request, `/api/rooms/${room.code}/results`, envelope)).status()).toBe(201)
})

test('an ended room that keeps its results refuses joins and results, and still gives the facilitator all', async ({
  request,
}) => {
  const room = await openRoom(request)
  const envelope = await envelopeFor(room)
  await post(request, `/api/rooms/${room.code}/results`, envelope)
  const ended = await post(request, `/api/rooms/${room.code}/end`, { keep: true }, asFacilitator(room))
  expect(((await ended.json()) as Room).state).toBe('ended')
  await expectError(
    await post(request, `/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }),
    410,
    'ended',
  )
  await expectError(
    await post(request, `/api/rooms/${room.code}/results`, await envelopeFor(room)),
    410,
    'ended',
  )
  expect((await roomOf(request, room.code)).state).toBe('ended')
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
  const before = await envelopeFor(room)
  await post(request, `/api/rooms/${room.code}/results`, before)
  const screen = await roomScreen(baseURL!, room.code, room.facilitatorKey)
  await expect.poll(() => screen.messages[0]?.message.type).toBe('snapshot')
  const snapshot = screen.messages[0]!.message as Extract<RoomServerMessage, { type: 'snapshot' }>
  expect(snapshot.results.map((result) => result.id)).toEqual([before.id])
  expect(snapshot.room.counts.finished).toBe(1)

  const envelope = await envelopeFor(room)
  const sentAt = Date.now()
  expect((await post(request, `/api/rooms/${room.code}/results`, envelope)).status()).toBe(201)
  await expect
    .poll(() => screen.messages.find(({ message }) => message.type === 'result'), { timeout: 2000 })
    .toBeTruthy()
  const pushed = screen.messages.find(({ message }) => message.type === 'result')!
  expect(pushed.at - sentAt).toBeLessThan(2000)
  const received = (pushed.message as Extract<RoomServerMessage, { type: 'result' }>).envelope
  expect(received).toMatchObject(envelope)
  expect(await openCard(received, { privateKey: room.keys.privateKey, code: room.code })).toEqual({
    card: encodeSharedCard(ROOM[0]!),
    name: 'Ada Lovelace',
  })
  await expect
    .poll(() =>
      screen.messages.some(({ message }) => message.type === 'room' && message.room.counts.finished === 2),
    )
    .toBe(true)

  const locked = await post(request, `/api/rooms/${room.code}/lock`, { locked: true }, asFacilitator(room))
  expect(locked.status()).toBe(200)
  await expect
    .poll(() =>
      screen.messages.some(({ message }) => message.type === 'room' && message.room.state === 'locked'),
    )
    .toBe(true)
  screen.socket.close()

  const intruder = await roomScreen(baseURL!, room.code, 'A'.repeat(43))
  expect(await intruder.closed).toBe(4401)
  expect(intruder.messages.map(({ message }) => message.type)).toEqual(['error'])
})

test('without a WebSocket, the room screen polls: each page brings only what came since', async ({
  request,
}) => {
  const room = await openRoom(request)
  const results = `/api/rooms/${room.code}/results`
  const first = await envelopeFor(room)
  await post(request, results, first)
  const page = async (cursor: string) => {
    const response = await request.get(`${results}?after=${cursor}`, { headers: asFacilitator(room) })
    return (await response.json()) as { results: RoomEnvelope[]; cursor: string }
  }
  const one = await page('0')
  expect(one.results.map((result) => result.id)).toEqual([first.id])
  expect((await page(one.cursor)).results).toEqual([])
  const second = await envelopeFor(room)
  await post(request, results, second)
  const two = await page(one.cursor)
  expect(two.results.map((result) => result.id)).toEqual([second.id])
})

test('the room keeps ciphertext only, and ending it with "delete" leaves nothing of it', async ({
  request,
  baseURL,
}) => {
  const roomName = `Storage check ${crypto.randomUUID().slice(0, 8)}`
  const room = await openRoom(request, roomName)
  const card = encodeSharedCard(ROOM[1]!)
  const name = `Grace-${crypto.randomUUID().slice(0, 8)}`
  const envelope = await envelopeFor(room, { card, name })
  await post(request, `/api/rooms/${room.code}/results`, envelope)
  const screen = await roomScreen(baseURL!, room.code, room.facilitatorKey)
  await expect.poll(() => screen.messages.length).toBeGreaterThan(0)

  await expect.poll(() => storedBytes().includes(envelope.ciphertext)).toBe(true)
  const stored = storedBytes()
  expect(stored).toContain(roomName)
  expect(stored).not.toContain(card)
  expect(stored).not.toContain(name)
  expect(stored).not.toContain(room.facilitatorKey)

  const ended = await post(request, `/api/rooms/${room.code}/end`, { keep: false }, asFacilitator(room))
  expect(ended.status()).toBe(204)
  expect(await screen.closed).toBe(4404)
  await expectError(await request.get(`/api/rooms/${room.code}`), 404, 'not-found')
  await expectError(await post(request, `/api/rooms/${room.code}/results`, envelope), 404, 'not-found')
  await expect.poll(() => storedBytes().includes(envelope.ciphertext)).toBe(false)
  expect(storedBytes()).not.toContain(roomName)
})
