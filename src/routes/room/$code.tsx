import { createFileRoute } from '@tanstack/react-router'
import { RoomScreenPage } from '../../features/facilitator/room/room-screen-page'
import { loadPageHead } from '../../glue/load-page-head'

// Never prerendered: the room's keys are on the facilitator's device, and a handed-over key is in the fragment.
export const Route = createFileRoute('/room/$code')({
  head: () => loadPageHead('room'),
  component: RoomScreenRoute,
})

function RoomScreenRoute() {
  const { code } = Route.useParams()
  return <RoomScreenPage code={code} />
}
