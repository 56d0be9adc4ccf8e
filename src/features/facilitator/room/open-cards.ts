import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { openRoomCard } from '../../../domain/room/room-crypto'
import type { RoomEnvelope } from '../../../domain/room/room-protocol'
import { cleanDisplayName } from '../../../domain/room/display-name'
import { decodeSharedCard } from '../../../domain/card/share-link'

/**
 * A room's card as the room screen takes it: opened with the room's private key and checked by the same
 * decoder as share links, or null when it does not open or is not a card an assessment could make (counted
 * as refused, never shown). Its id is the envelope's, which the key was bound to; the display name its
 * attendee gave, if any, comes along for the exports.
 */
export async function openEnvelope(
  envelope: RoomEnvelope,
  privateKey: CryptoKey,
  code: string,
): Promise<AssessmentResult | null> {
  const plaintext = await openRoomCard(envelope, privateKey, code, envelope.id)
  if (!plaintext) return null
  const decoded = decodeSharedCard(plaintext.card)
  if (!decoded.ok) return null
  const displayName = cleanDisplayName(plaintext.name)
  return { uuid: envelope.id, ...decoded.card, ...(displayName ? { displayName } : {}) }
}
