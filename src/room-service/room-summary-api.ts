/** The room summary's calls: the facilitator seals it to the phones; each phone fetches its own. */
import type { PublishedSummary, RoomMemberKey, ServedSummary } from '../domain/room-protocol'
import { parseMemberKeys, parseServedSummary } from '../domain/room-summary-protocol'
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

/** The summary sealed to this phone; `served` is null while none is (hidden, or too few cards). */
export function fetchSummary(
  code: string,
  token: string,
): Promise<RoomCall<{ served: ServedSummary | null }>> {
  return call(
    roomPath(code, '/summary'),
    (body) => {
      if (body === null) return { served: null }
      const served = parseServedSummary(body)
      return served && { served }
    },
    { token },
  )
}
