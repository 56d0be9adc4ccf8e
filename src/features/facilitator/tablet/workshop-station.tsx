import { useScreenWakeLock } from '../../../lib/use-screen-wake-lock'
import { useWorkshopMode } from '../../../state/workshop-atoms'

/** MojoMe on a workshop's tablet: the screen stays on between attendees. */
export function WorkshopStation() {
  useScreenWakeLock(useWorkshopMode().status === 'on')
  return null
}
