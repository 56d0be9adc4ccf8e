import type { AssessmentResult } from '../../domain/assessment-types'
import { decodeSharedCard } from '../../domain/share-link'
import { isUuid } from '../../domain/uuid'
import { findResult, saveResult, workshopModeId } from '../../db/device-data'

export type SharedResultOutcome =
  { kind: 'card'; result: AssessmentResult } | { kind: 'missing' } | { kind: 'damaged' }

/**
 * What /result/{uuid} shows: the result stored on this device, else the card carried by the link's
 * fragment (kept from then on), else a clear explanation. A malformed uuid or fragment is "damaged".
 */
export async function resolveSharedResult(uuid: string, fragment: string): Promise<SharedResultOutcome> {
  if (!isUuid(uuid)) return { kind: 'damaged' }
  const stored = await findResult(uuid)
  if (stored.ok && stored.value) return { kind: 'card', result: stored.value }
  if (!fragment.replace(/^#/, '')) return { kind: 'missing' }
  const decoded = decodeSharedCard(fragment)
  if (!decoded.ok) return { kind: 'damaged' }
  const result = { uuid, ...decoded.card }
  // Kept so it opens offline from now on; when the device will not keep it, the card still shows. On a
  // workshop's tablet it belongs to the workshop: its group shows it, and ending it with "Delete them" deletes it.
  await saveResult(result, workshopModeId() ?? undefined)
  return { kind: 'card', result }
}
