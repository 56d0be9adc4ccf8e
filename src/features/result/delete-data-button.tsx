import { useState } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { resultsListCopy } from '../../content/results'
import { deleteAllData } from '../../db/device-data'
import { storageFailureMessage } from '../../content/storage-errors'

/** "Delete my data on this device": every result, any unfinished assessment and sent messages, after confirming. */
export function DeleteDataButton({ onDeleted }: { onDeleted?: (message: string) => void }) {
  const [message, setMessage] = useState('')

  async function remove() {
    if (!window.confirm(resultsListCopy.confirmDeleteAll)) return
    const deleted = await deleteAllData()
    setMessage(
      deleted.ok
        ? resultsListCopy.deleted
        : storageFailureMessage(deleted.failure, resultsListCopy.deleteFailed),
    )
    if (deleted.ok) onDeleted?.(resultsListCopy.deleted)
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="button" className={buttonClasses('secondary')} onClick={() => void remove()}>
        {resultsListCopy.deleteAll}
      </button>
      <p role="status" className="text-sm font-medium text-ink-600">
        {message}
      </p>
    </div>
  )
}
