import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../../content/pages'
import { RoomScreenPage } from '../../features/workshop-room/room-screen-page'
import { pageHead } from '../-components/page-head'

// Never prerendered: the room's keys are on the facilitator's device, and a handed-over key is in the fragment.
export const Route = createFileRoute('/room/$code')({
  head: () => pageHead(pages.room),
  component: RoomScreenRoute,
})

function RoomScreenRoute() {
  const { code } = Route.useParams()
  return <RoomScreenPage code={code} />
}
