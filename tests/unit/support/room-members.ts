/**
 * A live room's people as the tests make them, whichever client sends their requests (the Worker tests'
 * direct calls or the edge tests' HTTP): a facilitator's open room, a joined member, their headers, the
 * body a join sends and a real card sealed to the room.
 */
import { sealRoomCard, type generateRoomKeys } from '../../../src/domain/room/room-crypto'
import type { CreateRoomResponse, ResultSource } from '../../../src/domain/room/room-protocol'
import { encodeSharedCard } from '../../../src/domain/card/share-link'
import { tabletPassOfKey } from '../../../src/domain/room/tablet-pass'
import { TYPICAL_SHARED_CARD } from './typical-card'

type Keys = Awaited<ReturnType<typeof generateRoomKeys>>

export interface OpenRoom extends CreateRoomResponse {
  keys: Keys
}

/** A phone or tablet in a room: its id and the token the room gave it. */
export interface Member {
  id: string
  device: ResultSource
  token: string
}

export function asFacilitator(room: Pick<OpenRoom, 'facilitatorKey'>) {
  return { Authorization: `Bearer ${room.facilitatorKey}` }
}

export function asMember(member: Pick<Member, 'token'>) {
  return { Authorization: `Bearer ${member.token}` }
}

/** The room's tablet pass, as its facilitator's device shows it. */
export function tabletPassOf(room: Pick<OpenRoom, 'code' | 'facilitatorKey'>): Promise<string> {
  return tabletPassOfKey(room.facilitatorKey, room.code)
}

/** What a new phone (or a tablet, with the room's pass) sends to join `room` as `id`. */
export async function joinBody(
  room: Pick<OpenRoom, 'code' | 'facilitatorKey'>,
  id: string,
  device: ResultSource,
) {
  return device === 'tablet' ? { attendeeId: id, device, pass: await tabletPassOf(room) } : { attendeeId: id }
}

/** A real card's envelope from `member`: its share fragment and a display name, sealed to the room. */
export async function envelopeFor(
  room: OpenRoom,
  member: Pick<Member, 'id' | 'device'>,
  plaintext = { card: encodeSharedCard(TYPICAL_SHARED_CARD), name: 'Ada Lovelace' },
) {
  const id = crypto.randomUUID()
  const sealed = await sealRoomCard(plaintext, { code: room.code, publicKey: room.keys.publicKey }, id)
  const from = member.device === 'phone' ? { attendeeId: member.id } : {}
  return { id, ...from, source: member.device, ...sealed }
}
