import type { DuoOutcome } from '../domain/card/duo-link'
import type { ReceivedCardOutcome } from '../features/result/resolve-card-code'
import { loadPageHead } from './load-page-head'

/**
 * /c/{code}'s head: the page's own tags, titled as the edge titled the page it served (the sharer's name and
 * the card's), so the tab keeps that title once the card has loaded. The preview's words load with it.
 */
export async function cardPageHead(outcome: ReceivedCardOutcome | undefined) {
  const head = await loadPageHead('sharedCard')
  if (outcome?.kind !== 'card') return head
  const { cardPreview } = await import('../domain/card/card-preview')
  const { title } = cardPreview(outcome.result, {
    sharer: outcome.sharer ?? null,
    hideWatchOut: outcome.hideWatchOut ?? false,
  })
  return { ...head, meta: head.meta.map((tag) => ('title' in tag ? { title } : tag)) }
}

/** /d/{code}'s head, titled as the edge titled it ("Sam & Maya · MojoMe duo"), for the same reason. */
export async function duoPageHead(outcome: DuoOutcome | undefined) {
  const head = await loadPageHead('duoCard')
  if (!outcome?.ok) return head
  const { duoPreview } = await import('../domain/card/duo-text')
  const { title } = duoPreview(outcome.members)
  return { ...head, meta: head.meta.map((tag) => ('title' in tag ? { title } : tag)) }
}
