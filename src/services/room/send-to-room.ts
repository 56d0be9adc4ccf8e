import { findOutboxEntry, queueRoomResult, type Stored } from '../../db/device-data'
import type { OutboxEntry, OutboxPayload } from '../../db/record-types'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { sealRoomCard } from '../../domain/room/room-crypto'
import type { ResultSource } from '../../domain/room/room-protocol'
import type { JoinedRoom, RoomLink } from '../../domain/room/room-records'
import { encodeSharedCard } from '../../domain/card/share-link'

export interface Sender {
  room: RoomLink
  source: ResultSource
  attendeeId?: string
  /** What the room gave this phone or tablet at its join: its card is not taken without it. */
  token?: string
  displayName?: string
}

/** What a phone that joined `room` sends its card as: its id, its token and, if it chose one, its name. */
export function phoneSender(room: JoinedRoom): Sender {
  const sender: Sender = { room, source: 'phone', attendeeId: room.attendeeId }
  if (room.token) sender.token = room.token
  if (room.displayName) sender.displayName = room.displayName
  return sender
}

/** The outbox payload of a result for its room: sealed on this device, so only the facilitator's key opens it. */
export async function sealForRoom(result: AssessmentResult, sender: Sender): Promise<OutboxPayload> {
  const { uuid, ...card } = result
  const plaintext = {
    card: encodeSharedCard(card),
    ...(sender.displayName ? { name: sender.displayName } : {}),
  }
  const sealed = await sealRoomCard(plaintext, sender.room, uuid)
  return {
    code: sender.room.code,
    source: sender.source,
    ...(sender.attendeeId ? { attendeeId: sender.attendeeId } : {}),
    ...(sender.token ? { token: sender.token } : {}),
    ...sealed,
  }
}

/**
 * Queues a result for its room in the outbox under the result's id: offered again, it keeps the entry it
 * has, so the room gets it exactly once, and is sealed only when the outbox does not have it yet.
 */
export async function queueForRoom(result: AssessmentResult, sender: Sender): Promise<Stored<OutboxEntry>> {
  const known = await findOutboxEntry(result.uuid)
  if (!known.ok) return known
  if (known.value) return { ok: true, value: known.value }
  const sealed = await sealForRoom(result, sender).catch(() => null)
  if (!sealed) return { ok: false, failure: 'unavailable' }
  return queueRoomResult(result.uuid, sealed)
}
