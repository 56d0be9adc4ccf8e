/** The card a result is compared with: kept with the result, or invited by a card the visitor received. */
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { readLocal, removeLocal, writeLocal } from '../local-entries'
import { LOCAL_KEYS } from '../storage-keys'
import { attempt, type Stored } from './attempt'

/** Keeps in mind that the visitor wants their next result compared with this received card. */
export function inviteComparison(receivedUuid: string, now: number): void {
  writeLocal(LOCAL_KEYS.compareWith, JSON.stringify({ uuid: receivedUuid, at: now }))
}

function pendingComparison(): { uuid: string; at: number } | null {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEYS.compareWith) ?? 'null')
    if (parsed && typeof parsed === 'object' && 'uuid' in parsed && 'at' in parsed) {
      const { uuid, at } = parsed
      if (typeof uuid === 'string' && typeof at === 'number') return { uuid, at }
    }
  } catch {
    // A damaged entry is no invitation.
  }
  return null
}

/**
 * The card a result is compared with: the one kept with it, else, for a result made after the visitor
 * accepted a card's invitation, that card, which is then kept with the result (and the invitation is used).
 */
export function comparisonFor(result: AssessmentResult): Promise<Stored<AssessmentResult | null>> {
  return attempt('read the comparison', async ({ db, results, comparisons }) => {
    const kept = await comparisons.getComparison(db, result.uuid)
    if (kept) return kept
    const pending = pendingComparison()
    if (!pending || result.received || result.createdAt < pending.at || pending.uuid === result.uuid)
      return null
    const card = await results.getResult(db, pending.uuid)
    if (!card) return null
    await comparisons.saveComparison(db, result.uuid, card)
    removeLocal(LOCAL_KEYS.compareWith)
    return card
  })
}
