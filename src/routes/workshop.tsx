import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NetworkCheck } from '../features/facilitator/room/network-check'
import { OpenRoomForm } from '../features/facilitator/room/open-room-form'
import { TabletRoomLink } from '../features/facilitator/room/tablet-room-link'
import { startTabletRoomSync } from '../features/facilitator/room/tablet-room-sync'
import { WorkshopPage } from '../features/facilitator/tablet/workshop-page'
import { useWorkshopMode } from '../state/workshop-atoms'
import { deliverOutboxNow } from '../glue/deliver-outbox-now'
import { loadPageHead } from '../glue/load-page-head'

export const Route = createFileRoute('/workshop')({
  head: () => loadPageHead('workshop'),
  component: Workshop,
})

/** Workshop mode on tablets, and live rooms: the route hands the room pieces to the tablet's page. */
function Workshop() {
  const running = useWorkshopMode().status === 'on'
  // A workshop started or linked on this page, since the app started: its room sync starts now.
  useEffect(() => {
    if (running) startTabletRoomSync(deliverOutboxNow)
  }, [running])
  return (
    <WorkshopPage
      liveRoom={
        <>
          <OpenRoomForm />
          <NetworkCheck />
        </>
      }
      tabletRoom={<TabletRoomLink />}
    />
  )
}
