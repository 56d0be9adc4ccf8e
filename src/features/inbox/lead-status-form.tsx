import { useId } from 'react'
import { SelectField } from '../../components/form/select-field'
import { useSubmitAction } from '../../components/form/use-submit-action'
import { buttonClasses } from '../../components/ui/button-styles'
import { ErrorAlert } from '../../components/ui/error-alert'
import { inboxCopy } from '../../content/inbox'
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from '../../domain/inbox/lead-status'
import { setLeadStatus } from './inbox-api'
import { inboxProblemText } from './inbox-frame'

const options = LEAD_STATUSES.map((status) => ({ value: status, label: inboxCopy.statuses[status] }))

interface StatusState {
  saved?: boolean
  error?: string
}

interface LeadStatusFormProps {
  id: string
  status: LeadStatus
  onSaved: () => void
}

export function LeadStatusForm({ id, status, onSaved }: LeadStatusFormProps) {
  const fieldId = useId()
  const [state, submit, saving] = useSubmitAction(
    async (_previous: StatusState, form: FormData): Promise<StatusState> => {
      const chosen = form.get('status')
      if (!isLeadStatus(chosen)) return {}
      const answer = await setLeadStatus(id, chosen)
      if (!answer.ok) return { error: inboxProblemText(answer.problem) }
      onSaved()
      return { saved: true }
    },
    {},
  )
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <SelectField
        id={fieldId}
        name="status"
        label={inboxCopy.lead.status}
        options={options}
        defaultValue={status}
        className="min-w-44"
      />
      <button type="submit" aria-disabled={saving || undefined} className={buttonClasses('primary')}>
        {inboxCopy.lead.setStatus}
      </button>
      <p role="status" className="basis-full text-sm text-ink-700">
        {state.saved && !saving ? inboxCopy.lead.statusSaved : ''}
      </p>
      <ErrorAlert className="basis-full" message={state.error} />
    </form>
  )
}
