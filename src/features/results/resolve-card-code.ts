import { decodeCardCode } from '../../domain/card-code'
import { findResult } from '../../db/device-data'
import { receiveCard, type SharedResultOutcome } from './resolve-shared-result'

/** What the sharer chose to show with the card: their first name, and whether the watch-out is hidden. */
export interface SharerChoices {
  sharer: string | null
  hideWatchOut: boolean
}

export type ReceivedCardOutcome = SharedResultOutcome & Partial<SharerChoices>

/**
 * What /c/{code} shows: the card the code carries, kept on this device as a /result/{uuid} link's card is
 * (so it opens offline from then on, and a different card stored under its id is kept too), with the
 * sharer's choices; or "damaged" when the code is not one an assessment and the share dialog could make.
 */
export async function resolveCardCode(code: string): Promise<ReceivedCardOutcome> {
  const decoded = decodeCardCode(code)
  if (!decoded.ok) return { kind: 'damaged' }
  const { uuid, ...card } = decoded.card
  const found = await findResult(uuid)
  const choices = {
    ...(decoded.sharer ? { firstName: decoded.sharer } : {}),
    ...(decoded.hideWatchOut ? { hideWatchOut: true } : {}),
  }
  const outcome = await receiveCard(uuid, { ...card, ...choices }, found.ok ? found.value : null)
  return { ...outcome, sharer: decoded.sharer, hideWatchOut: decoded.hideWatchOut }
}
