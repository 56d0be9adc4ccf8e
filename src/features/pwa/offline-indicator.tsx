import { pwaCopy } from '../../content/pwa'
import { useAtomValue } from 'jotai'
import { onlineAtom } from '../../state/pwa-atoms'

/** A quiet, persistent note while the device is offline. */
export function OfflineIndicator() {
  const online = useAtomValue(onlineAtom)
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {!online && (
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
