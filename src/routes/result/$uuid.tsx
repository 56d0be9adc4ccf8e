import { createFileRoute } from '@tanstack/react-router'
import { loadPageHead } from '../../glue/load-page-head'
import { SharedResultPage, SharedResultPending } from '../../features/result/shared-result-page'
import { WorkshopGuard } from '../../features/facilitator/tablet/workshop-guard'

export const Route = createFileRoute('/result/$uuid')({
  head: () => loadPageHead('sharedResult'),
  // The page is never prerendered: the fragment, which carries the card, never reaches a server. The
  // decoder and storage load with this page only, not with the route tree every page starts.
  loader: async ({ params, location }) => {
    const { resolveSharedResult } = await import('../../features/result/resolve-shared-result')
    return resolveSharedResult(params.uuid, location.hash)
  },
  // Looked up afresh on every visit: a result deleted meanwhile must not reappear from the router's cache,
  // and another link pasted into the same tab (only its fragment differs) must show its own card.
  gcTime: 0,
  shouldReload: true,
  // A card from this device opens at once; only a slow one shows "Opening the card…", and without a flicker.
  pendingMs: 150,
  pendingMinMs: 300,
  pendingComponent: SharedResultPending,
  component: SharedResult,
})

/** In workshop mode another attendee's card opens only with the facilitator's PIN. */
function SharedResult() {
  return (
    <WorkshopGuard>
      <SharedResultPage outcome={Route.useLoaderData()} />
    </WorkshopGuard>
  )
}
