import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { decodeCardCode } from '../../domain/card/card-code'
import { findResult, saveOwnership } from '../../db/device-data'
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
  return keepSharedCard(decoded)
}

/** A card as a link carries it, with its sharer's choices: kept on this device as /c/{code} keeps it. */
export async function keepSharedCard(shared: {
  card: AssessmentResult
  sharer: string | null
  hideWatchOut: boolean
}): Promise<ReceivedCardOutcome> {
  const { uuid, ...card } = shared.card
  const found = await findResult(uuid)
  const choices = {
    ...(shared.sharer ? { firstName: shared.sharer } : {}),
    ...(shared.hideWatchOut ? { hideWatchOut: true } : {}),
  }
  const outcome = await receiveCard(uuid, { ...card, ...choices }, found.ok ? found.value : null)
  const linkChoices = { sharer: shared.sharer, hideWatchOut: shared.hideWatchOut }
  if (outcome.kind !== 'card' || !outcome.result.received || outcome.keptBoth)
    return { ...outcome, ...linkChoices }
  // A card received before under other choices shows as this link shares it: the sharer may have shown
  // their watch-out since, or given their name. Kept so, it opens the same way from this device's list.
  const ownership = { firstName: shared.sharer ?? '', hideWatchOut: shared.hideWatchOut }
  void saveOwnership(uuid, ownership)
  const result = {
    ...outcome.result,
    firstName: shared.sharer ?? undefined,
    hideWatchOut: shared.hideWatchOut,
  }
  return { ...outcome, result, ...linkChoices }
}
