import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NetworkCheck } from '../features/workshop-room/network-check'
import { OpenRoomForm } from '../features/workshop-room/open-room-form'
import { TabletRoomLink } from '../features/workshop-room/tablet-room-link'
import { startTabletRoomSync } from '../features/workshop-room/tablet-room-sync'
import { WorkshopPage } from '../features/workshop-tablet/workshop-page'
import { useWorkshopMode } from '../state/workshop-atoms'
import { deliverOutboxNow } from './-components/deliver-outbox-now'
import { loadPageHead } from './-components/load-page-head'

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
