import { useAtomValue } from 'jotai'
import { pwaCopy } from '../../content/pwa'
import { onlineAtom } from '../../state/pwa-atoms'

/** The offline note as a small status for the header, where it covers nothing on the page. */
export function OfflineStatus() {
  const online = useAtomValue(onlineAtom)
  return (
    <div role="status">
      {!online && (
        <p
          data-offline-status
          className="flex items-center gap-2 rounded-pill bg-ink-900 px-3 py-1.5 text-xs font-semibold text-white"
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-sun-500" />
          {pwaCopy.offlineStatus}
        </p>
      )}
    </div>
  )
}
