import { createFileRoute } from '@tanstack/react-router'
import { RoomScreenPage, RoomScreenPending } from '../../features/facilitator/room/room-screen-page'
import { loadPageHead } from '../../glue/load-page-head'

// Never prerendered: the room's keys are on the facilitator's device, and a handed-over key is in the fragment.
export const Route = createFileRoute('/room/$code')({
  head: () => loadPageHead('room'),
  // Storage loads with this page only, not with the route tree every page starts.
  loader: async ({ params, location }) => {
    const { loadFacilitatorRoom } = await import('../../features/facilitator/room/load-facilitator-room')
    return loadFacilitatorRoom(params.code, location.hash)
  },
  // Looked up afresh on every visit: keys deleted or moved meanwhile must not come back from the cache.
  gcTime: 0,
  shouldReload: true,
  pendingMs: 150,
  pendingMinMs: 300,
  pendingComponent: RoomScreenPending,
  component: RoomScreenRoute,
})

function RoomScreenRoute() {
  return <RoomScreenPage loaded={Route.useLoaderData()} />
}
