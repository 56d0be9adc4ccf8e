import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { isSameCard, receivedResultId } from '../../domain/card/received-result'
import { decodeSharedCard, type SharedCard } from '../../domain/card/share-link'
import { isUuid } from '../../domain/encoding/uuid'
import { findResult, saveResult, workshopModeId } from '../../db/device-data'

export type SharedResultOutcome =
  | {
      kind: 'card'
      result: AssessmentResult
      /**
       * The device held a different card under this id: both are kept, the link's under an id of its own,
       * which `result` carries (so a comparison with it finds this card, not the other).
       */
      keptBoth?: true
    }
  | { kind: 'missing' }
  | { kind: 'damaged' }

/**
 * What /result/{uuid} shows: the card the link's fragment carries (kept on this device from then on), else the
 * result stored under that id, else a clear explanation. A malformed uuid, or a damaged fragment with nothing
 * stored, is "damaged". A link never shows another card than its own, whatever was stored first under its id.
 */
export async function resolveSharedResult(uuid: string, fragment: string): Promise<SharedResultOutcome> {
  if (!isUuid(uuid)) return { kind: 'damaged' }
  const found = await findResult(uuid)
  const stored = found.ok ? found.value : null
  const decoded = fragment.replace(/^#/, '') ? decodeSharedCard(fragment) : null
  if (!decoded?.ok) {
    if (stored) return { kind: 'card', result: stored }
    return { kind: decoded ? 'damaged' : 'missing' }
  }
  return receiveCard(uuid, decoded.card, stored)
}

/**
 * The outcome of receiving a card a link carries under `uuid`, given what this device holds under that id
 * (`stored`): the card, kept on this device from then on as someone else's (it says so wherever it shows,
 * and is never offered for sharing as the visitor's own), unless it is the same card the device already
 * holds (the visitor's own stays theirs).
 */
export async function receiveCard(
  uuid: string,
  card: SharedCard,
  stored: AssessmentResult | null,
): Promise<SharedResultOutcome> {
  const received: AssessmentResult = { uuid, ...card, received: true }
  if (stored && isSameCard(stored, received)) return { kind: 'card', result: stored }
  // Kept so it opens offline from now on; when the device will not keep it, the card still shows. On a
  // workshop's tablet it belongs to the workshop: its group shows it, and ending it with "Delete them" deletes it.
  const workshopId = workshopModeId() ?? undefined
  if (!stored) {
    await saveResult(received, workshopId)
    return { kind: 'card', result: received }
  }
  const keptApart = { ...received, uuid: receivedResultId(uuid, card) }
  await saveResult(keptApart, workshopId)
  return { kind: 'card', result: keptApart, keptBoth: true }
}
