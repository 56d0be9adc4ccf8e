import { describe, expect, test } from 'vitest'
import { ROOM_CODE_ALPHABET, ROOM_LIMITS } from '../../src/domain/room/room-protocol'
import { asFacilitator, asMember } from '../unit/support/room-members'
import { join, openRoom, sendCard } from './support/rooms-api'
import { expectError, freshAddress, get, post } from './support/worker-api'

/** A well-formed code that, drawn apart from every room's random one, no room has. */
function codeNoRoomHas(index: number): string {
  const letter = (value: number) => ROOM_CODE_ALPHABET.charAt(value % ROOM_CODE_ALPHABET.length)
  return `ZZ${letter(index)}${letter(Math.floor(index / 31))}${letter(Math.floor(index / 961))}Z`
}

describe('guessing room codes', () => {
  test('a venue behind one address opens its room as often as it likes; misses are what count', async () => {
    const room = await openRoom()
    const venue = { 'CF-Connecting-IP': '198.51.100.40' }
    const looks = await Promise.all(Array.from({ length: 120 }, () => get(`/api/rooms/${room.code}`, venue)))
    expect(new Set(looks.map((answer) => answer.status))).toEqual(new Set([200]))
  })

  test('someone naming codes no room has is slowed, for every code, hits included, and only them', async () => {
    const room = await openRoom()
    const guesser = { 'CF-Connecting-IP': freshAddress() }
    for (let index = 0; index < ROOM_LIMITS.missesPerMinute; index++)
      expect((await get(`/api/rooms/${codeNoRoomHas(index)}`, guesser)).status).toBe(404)
    // From now on a guess that lands looks like one that does not: both wait.
    const hit = await get(`/api/rooms/${room.code}`, guesser)
    expect(Number(hit.headers.get('Retry-After'))).toBeGreaterThan(0)
    await expectError(hit, 429, 'slow-down')
    await expectError(await get(`/api/rooms/${codeNoRoomHas(99)}`, guesser), 429, 'slow-down')
    // Anyone else still finds the room.
    expect((await get(`/api/rooms/${room.code}`)).status).toBe(200)
  })

  test('a room’s own people are never held up by someone guessing codes from their address', async () => {
    const room = await openRoom()
    const venue = { 'CF-Connecting-IP': freshAddress() }
    const phone = await join(room, 'phone', venue)
    for (let index = 0; index < ROOM_LIMITS.missesPerMinute; index++)
      expect((await get(`/api/rooms/${codeNoRoomHas(index)}`, venue)).status).toBe(404)
    await expectError(await get(`/api/rooms/${room.code}`, venue), 429, 'slow-down')
    // The joined phone and the facilitator, on that same address, carry on.
    const progress = await post(`/api/rooms/${room.code}/progress`, {}, { ...asMember(phone), ...venue })
    expect(progress.status).toBe(204)
    expect((await sendCard(room, phone, undefined, venue)).status).toBe(201)
    expect((await get(`/api/rooms/${room.code}/results`, { ...asFacilitator(room), ...venue })).status).toBe(
      200,
    )
    // A made-up token learns nothing: refused by the room, it is held like any other miss.
    const madeUp = { Authorization: `Bearer p.${crypto.randomUUID()}.${'A'.repeat(43)}`, ...venue }
    await expectError(await post(`/api/rooms/${room.code}/progress`, {}, madeUp), 429, 'slow-down')
    await expectError(await post(`/api/rooms/${codeNoRoomHas(98)}/progress`, {}, madeUp), 429, 'slow-down')
  })

  test('an IPv6 sender is counted by its /48 as well, however many /64s it guesses from', async () => {
    const network = '2001:db8:4a'
    const answers: number[] = []
    for (let index = 0; index <= ROOM_LIMITS.missesPerMinutePerNetwork; index += 20) {
      const batch = Array.from({ length: 20 }, (_, offset) =>
        // A /64 of its own for each request.
        get(`/api/rooms/${codeNoRoomHas(index + offset)}`, {
          'CF-Connecting-IP': `${network}:${(index + offset).toString(16)}::1`,
        }),
      )
      answers.push(...(await Promise.all(batch)).map((answer) => answer.status))
    }
    expect(answers.slice(0, ROOM_LIMITS.missesPerMinutePerNetwork - 20)).not.toContain(429)
    expect(answers.slice(ROOM_LIMITS.missesPerMinutePerNetwork)).toContain(429)
  })
})
