import { useId, useRef, useState } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { ErrorAlert } from '../../components/ui/error-alert'
import { inboxCopy } from '../../content/inbox'
import { deletePersonData } from './inbox-api'
import { inboxProblemText } from './inbox-frame'

interface DeletePersonDialogProps {
  id: string
  email: string
  onDeleted: (count: number) => void
}

/** "Delete this person's data": every submission from their address, after a second, explicit yes. */
export function DeletePersonDialog({ id, email, onDeleted }: DeletePersonDialogProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)

  async function confirm() {
    setDeleting(true)
    const answer = await deletePersonData(id)
    setDeleting(false)
    if (!answer.ok) return setError(inboxProblemText(answer.problem))
    dialog.current?.close()
    onDeleted(answer.value.deleted)
  }

  return (
    <>
      <button
        type="button"
        className={`${buttonClasses('secondary')} text-ember-800`}
        onClick={() => {
          setError(null)
          dialog.current?.showModal()
        }}
      >
        {inboxCopy.lead.delete}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(32rem,92vw)] rounded-[1.75rem] p-6 backdrop:bg-ink-950/60 sm:p-8"
      >
        <h2 id={titleId} className="text-xl font-bold text-ink-950">
          {inboxCopy.lead.deleteTitle}
        </h2>
        <p className="mt-2 text-ink-700">{inboxCopy.lead.deleteBody(email)}</p>
        <ErrorAlert className="mt-4" message={error} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            disabled={deleting}
            className="inline-flex min-h-11 items-center rounded-pill bg-ember-700 px-5 font-semibold text-white hover:bg-ember-800"
            onClick={() => void confirm()}
          >
            {inboxCopy.lead.deleteConfirm}
          </button>
          <button
            type="button"
            autoFocus
            className={buttonClasses('secondary')}
            onClick={() => dialog.current?.close()}
          >
            {inboxCopy.lead.deleteCancel}
          </button>
        </div>
      </dialog>
    </>
  )
}
