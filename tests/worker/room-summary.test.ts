import { expect, test } from 'vitest'
import { sealRoomCard } from '../../src/domain/room/room-crypto'
import {
  SUMMARY_WITHHELD,
  type JoinResponse,
  type PublishedSummary,
  type ServedSummary,
} from '../../src/domain/room/room-protocol'
import { summarizeRoom } from '../../src/domain/room/room-summary-of-cards'
import {
  generateMemberKeys,
  openRoomSummary,
  sealRoomSummary,
} from '../../src/domain/room/room-summary-crypto'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { roomCard } from '../unit/support/room-card'
import { asFacilitator, type OpenRoom } from '../unit/support/room-members'
import { openRoom, storedText } from './support/rooms-api'
import { expectError, get, post } from './support/worker-api'

/** Five cards, the fewest a room summary is made of. */
const CARDS = [0, 1, 2, 3, 4].map((n) => roomCard(n, { curiosity: 20 * n }, [n, n + 5, n + 10]))

/** A phone in the room, as the app's phones join: with a key for the room's summary. */
async function joinWithKey(room: OpenRoom) {
  const id = crypto.randomUUID()
  const keys = await generateMemberKeys()
  const answer = await post(`/api/rooms/${room.code}/join`, { attendeeId: id, memberKey: keys.publicKey })
  expect(answer.status).toBe(200)
  return { id, token: ((await answer.json()) as JoinResponse).token, keys }
}

type KeyedPhone = Awaited<ReturnType<typeof joinWithKey>>

async function sendCard(room: OpenRoom, phone: KeyedPhone, index: number) {
  const id = crypto.randomUUID()
  const sealed = await sealRoomCard({ card: encodeSharedCard(CARDS[index]!) }, room, id)
  const body = { id, attendeeId: phone.id, source: 'phone', ...sealed }
  const answer = await post(`/api/rooms/${room.code}/results`, body, {
    Authorization: `Bearer ${phone.token}`,
  })
  expect(answer.status).toBe(201)
}

function askSummary(room: OpenRoom, phone: KeyedPhone) {
  return get(`/api/rooms/${room.code}/summary`, { Authorization: `Bearer ${phone.token}` })
}

test('the room serves each phone only its own key, while revealed, and forgets it all when it ends', async () => {
  const opened = await openRoom('Summary protocol')
  const room = { ...opened, publicKey: opened.keys.publicKey }
  const phones = await Promise.all(CARDS.map(() => joinWithKey(room)))
  const watcher = await joinWithKey(room)
  for (const [index, phone] of phones.entries()) await sendCard(room, phone, index)

  // Only the phones that sent a card are listed, and only to the facilitator.
  await expectError(await get(`/api/rooms/${room.code}/members`), 401, 'not-facilitator')
  const listed = await get(`/api/rooms/${room.code}/members`, asFacilitator(room))
  const { members } = (await listed.json()) as { members: { memberId: string; memberKey: string }[] }
  expect(members.map((member) => member.memberId).sort()).toEqual(phones.map((phone) => phone.id).sort())

  const sealed: PublishedSummary = await sealRoomSummary(summarizeRoom(CARDS)!, members, room.code)
  const publish = (body: unknown) => post(`/api/rooms/${room.code}/summary`, body, asFacilitator(room))
  await expectError(await publish(sealed), 409, 'not-revealed')
  expect((await askSummary(room, phones[0]!)).status).toBe(204)
  await post(`/api/rooms/${room.code}/reveal`, { revealed: true }, asFacilitator(room))
  await expectError(await post(`/api/rooms/${room.code}/summary`, sealed), 401, 'not-facilitator')
  await expectError(await publish({ ...sealed, averages: { curiosity: 50 } }), 400, 'bad-request')
  expect((await publish(sealed)).status).toBe(204)

  const mine = (await (await askSummary(room, phones[1]!)).json()) as ServedSummary
  const wrapped = sealed.keys.find((key) => key.memberId === phones[1]!.id)!
  expect(mine.key).toEqual({ iv: wrapped.iv, key: wrapped.key })
  expect(await openRoomSummary(mine, phones[1]!.keys.privateKey, room.code, phones[1]!.id)).toEqual(
    summarizeRoom(CARDS),
  )
  // A phone without a card was sealed nothing.
  expect(await (await askSummary(room, watcher)).json()).toEqual(SUMMARY_WITHHELD)
  // The room keeps it sealed: its ciphertext, never the averages or the powers' names.
  const stored = await storedText(room.code)
  expect(stored).toContain(sealed.ciphertext)
  expect(stored).not.toContain('averages')
  for (const power of summarizeRoom(CARDS)!.powers) expect(stored).not.toContain(power.name)

  // A removed card was counted in it: the summary is withdrawn until the facilitator's device seals another.
  const cards = await get(`/api/rooms/${room.code}/results`, asFacilitator(room))
  const [first] = ((await cards.json()) as { results: { id: string }[] }).results
  expect((await post(`/api/rooms/${room.code}/remove`, { id: first!.id }, asFacilitator(room))).status).toBe(
    200,
  )
  expect(await (await askSummary(room, phones[1]!)).json()).toEqual(SUMMARY_WITHHELD)
  expect((await publish(sealed)).status).toBe(204)

  await post(`/api/rooms/${room.code}/end`, { keep: true }, asFacilitator(room))
  await expectError(await publish(sealed), 410, 'ended')
  await expectError(await askSummary(room, phones[1]!), 410, 'ended')
  // Deleted, the room leaves nothing of it.
  await post(`/api/rooms/${room.code}/end`, { keep: false }, asFacilitator(room))
  expect(await storedText(room.code)).toBe('')
})
