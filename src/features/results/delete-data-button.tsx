import { useState } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { resultsListCopy } from '../../content/results'
import { deleteAllData } from './results-storage'

/** "Delete my data on this device": every result, any unfinished assessment and sent messages, after confirming. */
export function DeleteDataButton({ onDeleted }: { onDeleted?: () => void }) {
  const [status, setStatus] = useState<'idle' | 'deleted' | 'failed'>('idle')

  async function remove() {
    if (!window.confirm(resultsListCopy.confirmDeleteAll)) return
    const deleted = await deleteAllData()
    setStatus(deleted ? 'deleted' : 'failed')
    if (deleted) onDeleted?.()
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="button" className={buttonClasses('secondary')} onClick={() => void remove()}>
        {resultsListCopy.deleteAll}
      </button>
      <p role="status" className="text-sm font-medium text-ink-600">
        {status === 'deleted' && resultsListCopy.deleted}
        {status === 'failed' && resultsListCopy.deleteFailed}
      </p>
    </div>
  )
}
