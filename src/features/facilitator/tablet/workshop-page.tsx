import { useEffect, type ReactNode } from 'react'
import { PageHero } from '../../../components/ui/page-hero'
import { workshopHero } from '../../../content/facilitator/tablet'
import { useWorkshopMode } from '../../../state/workshop-atoms'
import { preloadGroupView } from '../group/group-view'
import { PinGate } from './pin-gate'
import { RunningWorkshop } from './running-workshop'
import { StartWorkshopForm } from './start-workshop-form'
import { WorkshopSteps } from './workshop-steps'
import { refreshWorkshopMode } from './workshop-mode'

/**
 * /workshop: opens a live room or starts workshop mode, or (behind the PIN) manages the running workshop.
 * The page is drawn with both forms; a device already in workshop mode swaps in the PIN once its storage has
 * been read.
 */
export function WorkshopPage({
  liveRoom,
  tabletRoom,
}: {
  /** Before starting workshop mode: opening a live room instead (another feature's, handed in by the route). */
  liveRoom?: ReactNode
  /** Behind the PIN on a running workshop: linking this tablet to a live room. */
  tabletRoom?: ReactNode
}) {
  const mode = useWorkshopMode()
  useEffect(() => {
    void refreshWorkshopMode()
  }, [])
  const running = mode.status === 'on'
  useEffect(() => {
    if (running) preloadGroupView()
  }, [running])
  return (
    <>
      <PageHero hero={workshopHero} />
      {running ? (
        // The running workshop's page is the facilitator's: the group view takes the whole width.
        <div className="container-page pb-24">
          <PinGate workshop={mode.workshop}>
            <RunningWorkshop workshop={mode.workshop} />
            {tabletRoom && <div className="mt-8">{tabletRoom}</div>}
          </PinGate>
        </div>
      ) : (
        <div className="container-page grid items-start gap-12 pb-24 lg:grid-cols-[minmax(0,1fr)_24rem]">
          {/* A live room first: it is what most facilitators come for; the offline tablet set-up follows. */}
          {liveRoom}
          <StartWorkshopForm />
          <WorkshopSteps />
        </div>
      )}
    </>
  )
}
