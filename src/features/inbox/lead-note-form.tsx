import { useId, useState } from 'react'
import { TextField } from '../../components/form/text-field'
import { useSubmitAction } from '../../components/form/use-submit-action'
import { buttonClasses } from '../../components/ui/button-styles'
import { inboxCopy } from '../../content/inbox'
import { LEAD_NOTE_MAX } from '../../domain/inbox/inbox-lead'
import { addLeadNote } from './inbox-api'
import { inboxProblemText } from './inbox-frame'

interface NoteState {
  added?: boolean
  error?: string
}

interface LeadNoteFormProps {
  id: string
  onAdded: () => void
}

/** A private note on the lead: kept with who wrote it; the field empties once it is kept. */
export function LeadNoteForm({ id, onAdded }: LeadNoteFormProps) {
  const fieldId = useId()
  // A new key draws an empty field once a note is kept; a refused note keeps what was typed.
  const [drawn, setDrawn] = useState(0)
  const [state, submit, adding] = useSubmitAction(
    async (_previous: NoteState, form: FormData): Promise<NoteState> => {
      const note = String(form.get('note') ?? '').trim()
      if (note === '') return { error: inboxCopy.lead.noteRequired }
      if (note.length > LEAD_NOTE_MAX) return { error: inboxCopy.lead.noteTooLong(LEAD_NOTE_MAX) }
      const answer = await addLeadNote(id, note)
      if (!answer.ok) return { error: inboxProblemText(answer.problem) }
      setDrawn((count) => count + 1)
      onAdded()
      return { added: true }
    },
    {},
  )
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
      <TextField
        key={drawn}
        id={fieldId}
        name="note"
        label={inboxCopy.lead.noteLabel}
        rows={3}
        maxLength={LEAD_NOTE_MAX}
        error={state.error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" aria-disabled={adding || undefined} className={buttonClasses('secondary')}>
          {inboxCopy.lead.addNote}
        </button>
        <p role="status" className="text-sm text-ink-700">
          {state.added && !adding ? inboxCopy.lead.noteAdded : ''}
        </p>
      </div>
    </form>
  )
}
