/** The room summary's calls: the facilitator seals it to the phones; each phone fetches its own. */
import type { PublishedSummary, RoomMemberKey } from '../../domain/room/room-protocol'
import {
  parseMemberKeys,
  parseSummaryAnswer,
  type SummaryAnswer,
} from '../../domain/room/room-summary-protocol'
import { call, nothing, roomPath, type RoomCall } from './room-call'

/** The phones with a card in the room and a key to seal its summary to (the facilitator's call). */
export function fetchMemberKeys(code: string, facilitatorKey: string): Promise<RoomCall<RoomMemberKey[]>> {
  return call(roomPath(code, '/members'), parseMemberKeys, { facilitatorKey })
}

/** Publishes the room's summary, sealed on this device (the facilitator's call). */
export function publishSummary(
  code: string,
  facilitatorKey: string,
  summary: PublishedSummary,
): Promise<RoomCall<true>> {
  return call(roomPath(code, '/summary'), nothing, { body: summary, facilitatorKey })
}

/** What the room has for this phone: nothing while hidden, withheld, or the summary sealed to it. */
export function fetchSummary(code: string, token: string): Promise<RoomCall<SummaryAnswer>> {
  return call(roomPath(code, '/summary'), parseSummaryAnswer, { token })
}
