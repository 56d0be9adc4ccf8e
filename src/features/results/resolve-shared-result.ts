import type { AssessmentResult } from '../../domain/assessment-types'
import { decodeCardCode } from '../../domain/card-code'
import { isSameCard, receivedResultId } from '../../domain/received-result'
import { decodeSharedCard } from '../../domain/share-link'
import { isUuid } from '../../domain/uuid'
import { findResult, saveResult, workshopModeId } from '../../db/device-data'

export type SharedResultOutcome =
  | {
      kind: 'card'
      result: AssessmentResult
      /** The device held a different card under this id: both are kept, the link's under an id of its own. */
      keptBoth?: true
    }
  | { kind: 'missing' }
  | { kind: 'damaged' }

/**
 * Shows the card a link carries, kept on this device from then on: the one already kept if it is the same
 * card (the visitor's own stays theirs), else the link's, marked as someone else's. A link never shows
 * another card than its own, whatever was stored first under its id.
 */
async function keepReceived(
  received: AssessmentResult,
  stored: AssessmentResult | null,
): Promise<SharedResultOutcome> {
  if (stored && isSameCard(stored, received)) return { kind: 'card', result: stored }
  // Kept so it opens offline from now on; when the device will not keep it, the card still shows. On a
  // workshop's tablet it belongs to the workshop: its group shows it, and ending it with "Delete them" deletes it.
  const workshopId = workshopModeId() ?? undefined
  if (!stored) {
    await saveResult(received, workshopId)
    return { kind: 'card', result: received }
  }
  const { uuid, ...card } = received
  await saveResult({ ...received, uuid: receivedResultId(uuid, card) }, workshopId)
  return { kind: 'card', result: received, keptBoth: true }
}

async function stored(uuid: string): Promise<AssessmentResult | null> {
  const found = await findResult(uuid)
  return found.ok ? found.value : null
}

/**
 * What /result/{uuid} shows: the card the link's fragment carries, else the result stored under that id,
 * else a clear explanation. A malformed uuid, or a damaged fragment with nothing stored, is "damaged".
 */
export async function resolveSharedResult(uuid: string, fragment: string): Promise<SharedResultOutcome> {
  if (!isUuid(uuid)) return { kind: 'damaged' }
  const kept = await stored(uuid)
  const decoded = fragment.replace(/^#/, '') ? decodeSharedCard(fragment) : null
  if (!decoded?.ok) {
    if (kept) return { kind: 'card', result: kept }
    return { kind: decoded ? 'damaged' : 'missing' }
  }
  // Someone else's card: it says so wherever it shows, and is never offered for sharing as the visitor's own.
  return keepReceived({ uuid, ...decoded.card, received: true }, kept)
}

/** What /c/{code} shows: the card the code carries, with its sharer's first name and watch-out choice. */
export async function resolveCardCode(code: string): Promise<SharedResultOutcome> {
  const decoded = decodeCardCode(code)
  if (!decoded.ok) return { kind: 'damaged' }
  const received: AssessmentResult = {
    ...decoded.card,
    received: true,
    ...(decoded.sharer ? { firstName: decoded.sharer } : {}),
    ...(decoded.hideWatchOut ? { hideWatchOut: true } : {}),
  }
  return keepReceived(received, await stored(decoded.card.uuid))
}
