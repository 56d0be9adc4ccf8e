import { useAtomValue } from 'jotai'
import { pwaCopy } from '../../content/pwa'
import { onlineAtom } from '../../state/pwa-atoms'
import { useWorkshopMode } from '../../state/workshop-atoms'

/**
 * A quiet, persistent note while the device is offline. It sits in the page's flow after the footer, stuck to
 * the screen's bottom: while it shows, the page ends below it, so at the very end it covers nothing. A workshop
 * tablet is offline on purpose: there the header carries a small status instead (OfflineStatus).
 */
export function OfflineIndicator() {
  const online = useAtomValue(onlineAtom)
  const inWorkshop = useWorkshopMode().status === 'on'
  const shown = !online && !inWorkshop
  return (
    <div
      role="status"
      className={`pointer-events-none sticky bottom-0 z-50 flex justify-center px-4 ${shown ? 'py-4' : ''}`}
    >
      {shown && (
        <p
          data-offline-note
          className="flex items-center gap-2.5 rounded-pill bg-ink-900 px-4 py-2.5 text-sm font-medium text-white shadow-lift"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-sun-500" />
          {pwaCopy.offline}
        </p>
      )}
    </div>
  )
}
