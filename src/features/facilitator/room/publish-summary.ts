import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { summarizeRoom } from '../../../domain/room/room-summary-of-cards'
import { fetchMemberKeys, publishSummary } from '../../../services/room/room-summary-api'

/**
 * Publishes "you and the room" for `results`: summarised and sealed here, to the key of each phone that sent
 * a card, so the room's service relays it without reading it. Nothing is published for too few cards.
 * Resolves whether it was published; a failure waits for the next change of cards or of the reveal.
 */
export async function publishRoomSummary(
  facilitator: FacilitatorRoom,
  results: readonly AssessmentResult[],
): Promise<boolean> {
  const summary = summarizeRoom(results)
  if (!summary) return false
  const members = await fetchMemberKeys(facilitator.code, facilitator.facilitatorKey)
  if (!members.ok || members.value.length === 0) return false
  // The sealing loads only here, once a room is revealed.
  const { sealRoomSummary } = await import('../../../domain/room/room-summary-crypto')
  const sealed = await sealRoomSummary(summary, members.value, facilitator.code)
  const answer = await publishSummary(facilitator.code, facilitator.facilitatorKey, sealed)
  return answer.ok
}
