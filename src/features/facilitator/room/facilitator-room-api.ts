/** The facilitator's calls to the room service: open, run and end a room, and read its cards. */
import { parseReceivedEnvelope } from '../../../domain/room/room-messages'
import { parseRoom, type ReceivedEnvelope, type Room } from '../../../domain/room/room-protocol'
import { isUuid } from '../../../domain/encoding/uuid'
import { call, nothing, roomOf, roomPath, type RoomCall } from '../../../services/room/room-call'

export function createRoom(name: string, publicKey: string, capacity: number) {
  return call(
    '',
    (body) => {
      if (typeof body !== 'object' || body === null) return null
      const { code, facilitatorKey, room } = body as Record<string, unknown>
      const parsed = parseRoom(room)
      if (typeof code !== 'string' || typeof facilitatorKey !== 'string' || !parsed) return null
      return { code, facilitatorKey, room: parsed }
    },
    { body: { name, publicKey, capacity } },
  )
}

/**
 * Takes a card out of the room for good, and with `phone` the phone that sent it, with its other cards;
 * resolves to the room as it now is.
 */
export function removeCard(
  code: string,
  facilitatorKey: string,
  id: string,
  phone: boolean,
): Promise<RoomCall<Room>> {
  if (!isUuid(id)) return Promise.resolve({ ok: false, error: 'other' })
  return call(roomPath(code, '/remove'), roomOf, { body: { id, phone }, facilitatorKey })
}

/** Sets how many people may join the room; resolves to the room as it now is. */
export function setRoomCapacity(
  code: string,
  facilitatorKey: string,
  capacity: number,
): Promise<RoomCall<Room>> {
  return call(roomPath(code, '/capacity'), roomOf, { body: { capacity }, facilitatorKey })
}

/** Reveal or hide the results, lock or unlock the room; resolves to the room as it now is when the service says. */
export function setRoomFlag(
  code: string,
  facilitatorKey: string,
  action: 'reveal' | 'lock',
  value: boolean,
): Promise<RoomCall<{ room: Room | null }>> {
  const field = action === 'reveal' ? 'revealed' : 'locked'
  return call(
    roomPath(code, `/${action}`),
    (body) => ({ room: parseRoom(body) ?? parseRoom(roomField(body)) }),
    {
      body: { [field]: value },
      facilitatorKey,
    },
  )
}

function roomField(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'room' in body ? body.room : undefined
}

export function endRoom(code: string, facilitatorKey: string, keep: boolean): Promise<RoomCall<true>> {
  return call(roomPath(code, '/end'), nothing, { body: { keep }, facilitatorKey })
}

export interface ResultsPage {
  room: Room
  results: ReceivedEnvelope[]
  cursor: string
  /** Cards the facilitator removed. */
  removed: string[]
}

/** Envelopes that fail the protocol's check are dropped here and counted by the caller as refused. */
export function readResultsPage(body: unknown): (ResultsPage & { malformed: number }) | null {
  if (typeof body !== 'object' || body === null) return null
  const { room, results, cursor, removed = [] } = body as Record<string, unknown>
  const parsed = parseRoom(room)
  if (!parsed || !Array.isArray(results) || typeof cursor !== 'string' || !Array.isArray(removed)) return null
  const envelopes = results.flatMap((item) => parseReceivedEnvelope(item) ?? [])
  const removedIds = removed.filter((id): id is string => typeof id === 'string')
  return {
    room: parsed,
    results: envelopes,
    cursor,
    removed: removedIds,
    malformed: results.length - envelopes.length,
  }
}

export function fetchResults(code: string, facilitatorKey: string, after: string | null) {
  const query = after ? `?after=${encodeURIComponent(after)}` : ''
  return call(roomPath(code, `/results${query}`), readResultsPage, { facilitatorKey })
}

/** A cursor past any room's last card: asking for what came after it costs the room nothing. */
const END_CURSOR = String(Number.MAX_SAFE_INTEGER)

/**
 * The room as its facilitator sees it (an ended room included, which tells anyone else only that it has
 * ended); null when the room does not take this key, or the reason it could not be told.
 */
export async function roomAsFacilitator(
  code: string,
  facilitatorKey: string,
): Promise<RoomCall<Room | null>> {
  const answer = await fetchResults(code, facilitatorKey, END_CURSOR)
  if (answer.ok) return { ok: true, value: answer.value.room }
  return answer.error === 'not-facilitator' ? { ok: true, value: null } : answer
}
