import { createFileRoute } from '@tanstack/react-router'
import { cardPageHead } from '../../glue/card-page-head'
import { SharedResultPage, SharedResultPending } from '../../features/result/shared-result-page'
import { WorkshopGuard } from '../../features/facilitator/tablet/workshop-guard'

export const Route = createFileRoute('/c/$code')({
  head: ({ loaderData }) => cardPageHead(loaderData),
  // The card is in the path, read here in the browser, so the page opens offline and on a static host too;
  // the edge reads the same path only to draw the link's preview. The decoder loads with this page only.
  loader: async ({ params }) => {
    const { resolveCardCode } = await import('../../features/result/resolve-card-code')
    return resolveCardCode(params.code)
  },
  gcTime: 0,
  shouldReload: true,
  pendingMs: 150,
  pendingMinMs: 300,
  pendingComponent: SharedResultPending,
  component: SharedCard,
})

/** In workshop mode another attendee's card opens only with the facilitator's PIN. */
function SharedCard() {
  return (
    <WorkshopGuard>
      <SharedResultPage outcome={Route.useLoaderData()} />
    </WorkshopGuard>
  )
}
