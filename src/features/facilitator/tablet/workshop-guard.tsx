import { useEffect, type ReactNode } from 'react'
import { workshopModeId } from '../../../db/device-data'
import { useHydrated } from '../../../lib/use-hydrated'
import { useWorkshopMode } from '../../../state/workshop-atoms'
import { PinGate } from './pin-gate'
import { refreshWorkshopMode } from './workshop-mode'

/**
 * Keeps a page (the results on this device, another attendee's card) behind the facilitator's PIN while the
 * device runs a workshop. Until the workshop has been read, such a device shows nothing rather than the page.
 */
export function WorkshopGuard({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const mode = useWorkshopMode()
  const marked = hydrated && workshopModeId() !== null
  useEffect(() => {
    if (marked && mode.status === 'unknown') void refreshWorkshopMode()
  }, [marked, mode.status])

  if (mode.status === 'on')
    return (
      <div className="container-page min-h-dvh pt-[calc(var(--spacing-bar)+3rem)] pb-24">
        <PinGate workshop={mode.workshop}>{children}</PinGate>
      </div>
    )
  if (marked && mode.status === 'unknown') return <div className="min-h-dvh" />
  return children
}
