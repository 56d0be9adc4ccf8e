import type { APIResponse } from '@playwright/test'
import { ROOM_CODE_ALPHABET, ROOM_LIMITS } from '../../src/domain/room-protocol'
import { encodeCardCode } from '../../src/domain/card/card-code'
import { ROOM } from '../e2e/group-fixtures'
import { expect, test } from './edge-site'
import {
  asFacilitator,
  asMember,
  expectError,
  freshAddress,
  join,
  openRoom,
  post,
  sendCard,
} from './room-helpers'

/** A well-formed code that, drawn apart from every room's random one, no room has. */
function codeNoRoomHas(index: number): string {
  const letter = (value: number) => ROOM_CODE_ALPHABET.charAt(value % ROOM_CODE_ALPHABET.length)
  return `ZZ${letter(index)}${letter(Math.floor(index / 31))}${letter(test.info().workerIndex)}Z`
}

test('a venue behind one address opens its room as often as it likes; misses are what count', async ({
  request,
}) => {
  const room = await openRoom(request)
  const venue = { 'CF-Connecting-IP': '198.51.100.40' }
  const looks = await Promise.all(
    Array.from({ length: 120 }, () => request.get(`/api/rooms/${room.code}`, { headers: venue })),
  )
  expect(new Set(looks.map((answer) => answer.status()))).toEqual(new Set([200]))
})

test('someone naming codes no room has is slowed, for every code, hits included, and only them', async ({
  request,
}) => {
  const room = await openRoom(request)
  const guesser = { 'CF-Connecting-IP': freshAddress() }
  for (let index = 0; index < ROOM_LIMITS.missesPerMinute; index++) {
    const miss = await request.get(`/api/rooms/${codeNoRoomHas(index)}`, { headers: guesser })
    expect(miss.status()).toBe(404)
  }
  // From now on a guess that lands looks like one that does not: both wait.
  const hit = await request.get(`/api/rooms/${room.code}`, { headers: guesser })
  await expectError(hit, 429, 'slow-down')
  expect(Number(hit.headers()['retry-after'])).toBeGreaterThan(0)
  await expectError(
    await request.get(`/api/rooms/${codeNoRoomHas(99)}`, { headers: guesser }),
    429,
    'slow-down',
  )
  // Anyone else still finds the room.
  const other = await request.get(`/api/rooms/${room.code}`, {
    headers: { 'CF-Connecting-IP': freshAddress() },
  })
  expect(other.status()).toBe(200)
})

test('a room’s own people are never held up by someone guessing codes from their address', async ({
  request,
}) => {
  const room = await openRoom(request)
  const venue = { 'CF-Connecting-IP': freshAddress() }
  const phone = await join(request, room, 'phone', venue)
  for (let index = 0; index < ROOM_LIMITS.missesPerMinute; index++) {
    const miss = await request.get(`/api/rooms/${codeNoRoomHas(index)}`, { headers: venue })
    expect(miss.status()).toBe(404)
  }
  await expectError(await request.get(`/api/rooms/${room.code}`, { headers: venue }), 429, 'slow-down')
  // The joined phone and the facilitator, on that same address, carry on.
  const progress = await post(
    request,
    `/api/rooms/${room.code}/progress`,
    {},
    { ...asMember(phone), ...venue },
  )
  expect(progress.status()).toBe(204)
  expect((await sendCard(request, room, phone, undefined, venue)).status()).toBe(201)
  const cards = await request.get(`/api/rooms/${room.code}/results`, {
    headers: { ...asFacilitator(room), ...venue },
  })
  expect(cards.status()).toBe(200)
  // A made-up token learns nothing: refused by the room, it is held like any other miss.
  const madeUp = { Authorization: `Bearer p.${crypto.randomUUID()}.${'A'.repeat(43)}`, ...venue }
  await expectError(await post(request, `/api/rooms/${room.code}/progress`, {}, madeUp), 429, 'slow-down')
  await expectError(
    await post(request, `/api/rooms/${codeNoRoomHas(98)}/progress`, {}, madeUp),
    429,
    'slow-down',
  )
})

test('an IPv6 sender is counted by its /48 as well, however many /64s it guesses from', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const network = `2001:db8:${(Date.now() % 0xffff).toString(16)}`
  let answers: number[] = []
  for (let index = 0; index <= ROOM_LIMITS.missesPerMinutePerNetwork; index += 20) {
    const batch = Array.from({ length: 20 }, (_, offset) =>
      request.get(`/api/rooms/${codeNoRoomHas(index + offset)}`, {
        // A /64 of its own for each request.
        headers: { 'CF-Connecting-IP': `${network}:${(index + offset).toString(16)}::1` },
      }),
    )
    answers = answers.concat((await Promise.all(batch)).map((answer) => answer.status()))
  }
  expect(answers.slice(0, ROOM_LIMITS.missesPerMinutePerNetwork - 20)).not.toContain(429)
  expect(answers.slice(ROOM_LIMITS.missesPerMinutePerNetwork)).toContain(429)
})

test('the network check answers at once and echoes over a live connection', async ({ request, baseURL }) => {
  const answer = await request.get('/api/rooms/check')
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toEqual({ ok: true })
  const { WebSocket } = await import('undici')
  const socket = new WebSocket(`${baseURL!.replace(/^http/, 'ws')}/api/rooms/check/live`)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  const echoed = new Promise((resolve) => socket.addEventListener('message', (event) => resolve(event.data)))
  socket.send('ping 1')
  expect(await echoed).toBe('ping 1')
  socket.close()
})

/** Card pictures drawn a minute per address: the Worker's CARD_PICTURES limit in wrangler.jsonc. */
const LIMIT = 30

test('drawing card pictures not in the cache is limited per address; a cached one is free', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const drawer = { 'CF-Connecting-IP': freshAddress() }
  // Distinct, valid cards: the same one made at different times.
  const codes = Array.from({ length: 2 * LIMIT + 1 }, (_, index) =>
    encodeCardCode({
      ...ROOM[0]!,
      createdAt: ROOM[0]!.createdAt - (index + 1) * 60_000 - (Date.now() % 50_000),
    }),
  )
  // The limit counts in fixed one-minute windows: drawing may cross into the next, which counts afresh, so
  // the first refusal comes after at least LIMIT drawings, and within two windows' worth.
  let drawn = 0
  let refused: APIResponse | null = null
  for (const code of codes) {
    const picture = await request.get(`/c/${code}/card.png`, { headers: drawer })
    if (picture.status() === 429) {
      refused = picture
      break
    }
    expect(picture.status()).toBe(200)
    drawn++
  }
  expect(drawn).toBeGreaterThanOrEqual(LIMIT)
  expect(refused, 'a drawing refused').not.toBeNull()
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0)
  const cached = await request.get(`/c/${codes[0]}/card.png`, { headers: drawer })
  expect(cached.status()).toBe(200)
  expect(cached.headers()['content-type']).toBe('image/png')
})
