import { describe, expect, test } from 'vitest'
import { ROOM_CODE_ALPHABET, ROOM_LIMITS } from '../../src/domain/room/room-protocol'
import { asFacilitator, asMember } from '../unit/support/room-members'
import { join, openRoom, sendCard } from './support/rooms-api'
import { expectError, freshAddress, get, post } from './support/worker-api'

/**
 * A well-formed code that, drawn apart from every room's random one, no room has: one of a few, each missed
 * many times. The guards count misses, not codes, and every code a test names makes a room object, which the
 * test pool makes more slowly with each one (cloudflare/workers-sdk#15092).
 */
function codeNoRoomHas(index: number): string {
  const letter = (value: number) => ROOM_CODE_ALPHABET.charAt(value % ROOM_CODE_ALPHABET.length)
  return `ZZ${letter(index % 8)}Z${letter(index % 3)}Z`
}

describe('guessing room codes', () => {
  test('a venue behind one address opens its room as often as it likes; misses are what count', async () => {
    const room = await openRoom()
    const venue = { 'CF-Connecting-IP': '198.51.100.40' }
    const looks = await Promise.all(Array.from({ length: 120 }, () => get(`/api/rooms/${room.code}`, venue)))
    expect(new Set(looks.map((answer) => answer.status))).toEqual(new Set([200]))
  })

  test('someone naming codes no room has is slowed, for every code they have not found, hits included', async () => {
    const room = await openRoom()
    const guesser = { 'CF-Connecting-IP': freshAddress() }
    for (let index = 0; index < ROOM_LIMITS.misses.perMinute; index++)
      expect((await get(`/api/rooms/${codeNoRoomHas(index)}`, guesser)).status).toBe(404)
    // From now on a guess that lands looks like one that does not: both wait.
    const hit = await get(`/api/rooms/${room.code}`, guesser)
    expect(Number(hit.headers.get('Retry-After'))).toBeGreaterThan(0)
    await expectError(hit, 429, 'slow-down')
    await expectError(await get(`/api/rooms/${codeNoRoomHas(9999)}`, guesser), 429, 'slow-down')
    // Anyone else still finds the room.
    expect((await get(`/api/rooms/${room.code}`)).status).toBe(200)
  })

  test('a crowd typing the code by hand never locks its own room away', async () => {
    const room = await openRoom()
    const venue = { 'CF-Connecting-IP': freshAddress() }
    // A first minute of typos before anyone gets the code right, then the real code.
    for (let index = 0; index < 31; index++)
      expect((await get(`/api/rooms/${codeNoRoomHas(index)}`, venue)).status).toBe(404)
    expect((await get(`/api/rooms/${room.code}`, venue)).status).toBe(200)
    await join(room, 'phone', venue)

    // Past the limit, the room the venue found still opens and takes joins; any other code waits.
    for (let index = 31; index < ROOM_LIMITS.misses.perMinute + 10; index++)
      await get(`/api/rooms/${codeNoRoomHas(index)}`, venue)
    expect((await get(`/api/rooms/${room.code}`, venue)).status).toBe(200)
    await join(room, 'phone', venue)
    const other = await openRoom()
    await expectError(await get(`/api/rooms/${other.code}`, venue), 429, 'slow-down')
  })

  test('a token does not get a request past the guard: a sender over the limit waits before any room is asked', async () => {
    const venue = { 'CF-Connecting-IP': freshAddress() }
    const room = await openRoom('Board day', venue)
    const other = await openRoom()
    const guesser = { 'CF-Connecting-IP': freshAddress() }
    for (let index = 0; index < ROOM_LIMITS.misses.perMinute; index++) {
      await get(`/api/rooms/${codeNoRoomHas(index)}`, guesser)
      await get(`/api/rooms/${codeNoRoomHas(index)}`, venue)
    }
    const madeUp = { Authorization: `Bearer p.${crypto.randomUUID()}.${'A'.repeat(43)}`, ...guesser }
    await expectError(await post(`/api/rooms/${other.code}/progress`, {}, madeUp), 429, 'slow-down')
    for (let index = 0; index < ROOM_LIMITS.wrongSecretsPerMinute; index++)
      await expectError(await get(`/api/rooms/${other.code}/results`, madeUp), 429, 'slow-down')
    // The room never heard those wrong keys: one from anyone else is still only refused.
    await expectError(
      await get(`/api/rooms/${other.code}/results`, { Authorization: madeUp.Authorization }),
      401,
      'not-facilitator',
    )
    // The network a room was opened from has found it: its facilitator's screen is never held up there.
    expect((await get(`/api/rooms/${room.code}/results`, { ...asFacilitator(room), ...venue })).status).toBe(
      200,
    )
  })

  test('guesses sent all at once get exactly the limit through', async () => {
    const guesser = { 'CF-Connecting-IP': freshAddress() }
    const sent = ROOM_LIMITS.misses.perMinute + 30
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, index) => get(`/api/rooms/${codeNoRoomHas(index)}`, guesser)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 404)).toHaveLength(ROOM_LIMITS.misses.perMinute)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30)
  })

  test('a room’s own people are never held up by someone guessing codes from their address', async () => {
    const room = await openRoom()
    const venue = { 'CF-Connecting-IP': freshAddress() }
    const phone = await join(room, 'phone', venue)
    for (let index = 0; index < ROOM_LIMITS.misses.perMinute; index++)
      expect((await get(`/api/rooms/${codeNoRoomHas(index)}`, venue)).status).toBe(404)
    await expectError(await get(`/api/rooms/${codeNoRoomHas(9999)}`, venue), 429, 'slow-down')
    // The joined phone and the facilitator, on that same address, carry on.
    const progress = await post(`/api/rooms/${room.code}/progress`, {}, { ...asMember(phone), ...venue })
    expect(progress.status).toBe(204)
    expect((await sendCard(room, phone, undefined, venue)).status).toBe(201)
    expect((await get(`/api/rooms/${room.code}/results`, { ...asFacilitator(room), ...venue })).status).toBe(
      200,
    )
    // A made-up token learns nothing: refused by the room, it is held like any other miss.
    const madeUp = { Authorization: `Bearer p.${crypto.randomUUID()}.${'A'.repeat(43)}`, ...venue }
    await expectError(await post(`/api/rooms/${codeNoRoomHas(98)}/progress`, {}, madeUp), 429, 'slow-down')
  })

  test('an IPv6 sender is counted by its /48 as well, however many /64s it guesses from', async () => {
    const network = '2001:db8:4a'
    // Guesses spread over more /64s than one /64's limit needs, each /64 well under its own.
    const networks = Math.ceil(ROOM_LIMITS.missesPerNetwork.perMinute / (ROOM_LIMITS.misses.perMinute / 2))
    const perNetwork = Math.ceil(ROOM_LIMITS.missesPerNetwork.perMinute / networks)
    const guess = (index: number) =>
      get(`/api/rooms/${codeNoRoomHas(index)}`, {
        'CF-Connecting-IP': `${network}:${(index % networks).toString(16)}::1`,
      })
    // All at once: the guards count each before answering, so none gets past another.
    const answers = (
      await Promise.all(Array.from({ length: networks * perNetwork }, (_, index) => guess(index)))
    ).map((answer) => answer.status)
    expect(answers).toHaveLength(ROOM_LIMITS.missesPerNetwork.perMinute)
    expect(answers).not.toContain(429)
    // The /48 has used its minute: any /64 in it now waits, even one that never guessed.
    await expectError(await guess(networks * perNetwork + networks), 429, 'slow-down')
  })
})
