import { useEffect } from 'react'
import { attendeeCopy } from '../../../content/facilitator/tablet'
import { workshopModeId } from '../../../db/device-data'
import { fill } from '../../../lib/format'
import { useWorkshopMode } from '../../../state/workshop-atoms'
import { FullScreenButton } from './full-screen-button'

/** On MojoMe's title screen in workshop mode: which workshop this tablet is running. */
export function WorkshopTitleNote() {
  const mode = useWorkshopMode()
  // Only a workshop's tablet loads the workshop code: no other visitor's MojoMe waits for it.
  useEffect(() => {
    if (workshopModeId()) void import('./workshop-mode').then((workshop) => workshop.refreshWorkshopMode())
  }, [])
  if (mode.status !== 'on') return null
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <p className="inline-flex rounded-pill bg-sun-100 px-4 py-2 font-semibold text-ink-950">
        {fill(attendeeCopy.titleNote, { name: mode.workshop.name })}
      </p>
      <FullScreenButton />
    </div>
  )
}
