/**
 * A room's size is the facilitator's: they say how many people it is for, and can raise it; they can take a
 * phone out of the room with its cards, for good. A stranger with the code cannot fill the room for those it
 * was opened for, nor come back once removed.
 */
import { describe, expect, test } from 'vitest'
import { ROOM_LIMITS, type Room, type RoomServerMessage } from '../../src/domain/room/room-protocol'
import { asFacilitator, asMember, envelopeFor } from '../unit/support/room-members'
import { join, openRoom, roomOf, roomSocket, sendCard } from './support/rooms-api'
import { expectError, post } from './support/worker-api'

const until = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries++) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(done()).toBe(true)
}

describe('a room’s capacity', () => {
  test('a room is opened for the default unless the facilitator says otherwise, and never past the most', async () => {
    expect((await openRoom()).room.capacity).toBe(ROOM_LIMITS.capacity.default)
    expect((await openRoom('Keynote', {}, 40)).room.capacity).toBe(40)
    const { publicKey } = (await openRoom()).room
    for (const capacity of [0, ROOM_LIMITS.capacity.most + 1, 2.5, '40'])
      await expectError(
        await post('/api/rooms', { name: 'Board day', publicKey, capacity }),
        400,
        'bad-request',
      )
  })

  test('joins past the capacity are refused, those already in still get in, and raising it lets more join', async () => {
    const room = await openRoom('Small group', {}, 3)
    const phones = await Promise.all([1, 2, 3].map(() => join(room)))
    const late = crypto.randomUUID()
    await expectError(
      await post(`/api/rooms/${room.code}/join`, { attendeeId: late }),
      409,
      'room-at-capacity',
    )
    // Someone already in (a reloaded page) gets their token again; a tablet still joins.
    const again = await post(`/api/rooms/${room.code}/join`, { attendeeId: phones[0]!.id })
    expect(again.status).toBe(200)
    await join(room, 'tablet')
    expect((await roomOf(room.code)).counts.joined).toBe(3)

    // Only the facilitator raises it; every screen hears.
    const screen = await roomSocket(room.code, room.facilitatorKey)
    await expectError(
      await post(`/api/rooms/${room.code}/capacity`, { capacity: 10 }),
      401,
      'not-facilitator',
    )
    await expectError(
      await post(`/api/rooms/${room.code}/capacity`, { capacity: 501 }, asFacilitator(room)),
      400,
      'bad-request',
    )
    const raised = await post(`/api/rooms/${room.code}/capacity`, { capacity: 4 }, asFacilitator(room))
    expect(raised.status).toBe(200)
    expect(((await raised.json()) as Room).capacity).toBe(4)
    await until(() =>
      screen.messages.some(({ message }) => message.type === 'room' && message.room.capacity === 4),
    )
    screen.socket.close()
    expect((await post(`/api/rooms/${room.code}/join`, { attendeeId: late })).status).toBe(200)
    await expectError(
      await post(`/api/rooms/${room.code}/join`, { attendeeId: crypto.randomUUID() }),
      409,
      'room-at-capacity',
    )
  })
})

describe('removing a phone', () => {
  test('its cards leave every screen, its token stops working, it cannot join again, and its place frees', async () => {
    const room = await openRoom('Small group', {}, 2)
    const stranger = await join(room)
    const attendee = await join(room)
    const junk = await Promise.all([1, 2].map(() => envelopeFor(room, stranger)))
    for (const card of junk) expect((await sendCard(room, stranger, card)).status).toBe(201)
    const kept = await envelopeFor(room, attendee)
    expect((await sendCard(room, attendee, kept)).status).toBe(201)
    const screen = await roomSocket(room.code, room.facilitatorKey)
    await until(() => screen.messages[0]?.message.type === 'snapshot')

    const removed = await post(
      `/api/rooms/${room.code}/remove`,
      { id: junk[0]!.id, phone: true },
      asFacilitator(room),
    )
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as Room).counts).toMatchObject({ joined: 1, finished: 1, removed: 2 })
    const removedIds = () =>
      screen.messages
        .map(({ message }) => message)
        .filter(
          (message): message is Extract<RoomServerMessage, { type: 'removed' }> => message.type === 'removed',
        )
        .map((message) => message.id)
    await until(() => removedIds().length === 2)
    expect(removedIds().sort()).toEqual(junk.map((card) => card.id).sort())
    screen.socket.close()

    // The removed phone can add nothing, report nothing, and not join again under its id.
    await expectError(await sendCard(room, stranger), 403, 'revoked')
    await expectError(await post(`/api/rooms/${room.code}/progress`, {}, asMember(stranger)), 403, 'revoked')
    await expectError(await post(`/api/rooms/${room.code}/join`, { attendeeId: stranger.id }), 403, 'revoked')
    // Its place is free for someone else; the attendee's card stayed.
    await join(room)
    const page = await post(`/api/rooms/${room.code}/remove`, { id: kept.id }, asFacilitator(room))
    expect(((await page.json()) as Room).counts).toMatchObject({ joined: 2, finished: 0, removed: 3 })
  })

  test('a card removed alone still counts toward its phone’s five', async () => {
    const room = await openRoom()
    const phone = await join(room)
    const first = await envelopeFor(room, phone)
    expect((await sendCard(room, phone, first)).status).toBe(201)
    expect((await post(`/api/rooms/${room.code}/remove`, { id: first.id }, asFacilitator(room))).status).toBe(
      200,
    )
    for (let sent = 1; sent < ROOM_LIMITS.cardsPerPhone; sent++)
      expect((await sendCard(room, phone)).status).toBe(201)
    await expectError(await sendCard(room, phone), 409, 'phone-full')
    // The phone itself is still in the room.
    expect((await post(`/api/rooms/${room.code}/progress`, {}, asMember(phone))).status).toBe(204)
  })
})
