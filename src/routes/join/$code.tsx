import { createFileRoute } from '@tanstack/react-router'
import { JoinRoomPage } from '../../features/join/join-room-page'
import { loadPageHead } from '../../glue/load-page-head'

// Never prerendered: the join link's fragment carries the room's key, which no server receives.
export const Route = createFileRoute('/join/$code')({
  head: () => loadPageHead('joinRoom'),
  component: JoinRoom,
})

function JoinRoom() {
  const { code } = Route.useParams()
  return <JoinRoomPage code={code} />
}
