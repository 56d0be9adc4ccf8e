import { createFileRoute } from '@tanstack/react-router'
import { AudiencePage, AudiencePending } from '../../features/facilitator/room/audience-page'
import { loadPageHead } from '../../glue/load-page-head'

// Bare: the projector shows the room alone, without the site's header, footer, menus or install offer.
export const Route = createFileRoute('/audience/$code')({
  head: () => loadPageHead('audience'),
  staticData: { bare: true },
  // Storage loads with this page only, not with the route tree every page starts.
  loader: async ({ params }) => {
    const { loadFacilitatorRoom } = await import('../../features/facilitator/room/load-facilitator-room')
    return loadFacilitatorRoom(params.code)
  },
  gcTime: 0,
  shouldReload: true,
  pendingMs: 150,
  pendingMinMs: 300,
  pendingComponent: AudiencePending,
  component: AudienceRoute,
})

function AudienceRoute() {
  return <AudiencePage loaded={Route.useLoaderData()} />
}
