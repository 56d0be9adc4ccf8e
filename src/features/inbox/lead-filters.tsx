import { useId } from 'react'
import { SelectField } from '../../components/form/select-field'
import { TextField } from '../../components/form/text-field'
import { buttonClasses } from '../../components/ui/button-styles'
import { inboxCopy } from '../../content/inbox'
import { INBOX_SEARCH_MAX, readInboxQuery, type InboxQuery } from '../../domain/inbox/inbox-query'
import { LEAD_STATUSES } from '../../domain/inbox/lead-status'

const { filters } = inboxCopy
const statusOptions = [
  { value: '', label: filters.any },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: inboxCopy.statuses[status] })),
]
const kindOptions = [
  { value: '', label: filters.any },
  ...(['contact', 'intake'] as const).map((kind) => ({ value: kind, label: inboxCopy.kinds[kind] })),
]

interface LeadFiltersProps {
  query: InboxQuery
  onChange: (query: InboxQuery) => void
}

/** Status, form and search: uncontrolled fields, read when the owner presses Show; the address keeps them. */
export function LeadFilters({ query, onChange }: LeadFiltersProps) {
  const id = useId()
  return (
    <form
      // Drawn afresh when the address changes (Back, Clear), so the fields say what the list shows.
      key={JSON.stringify(query)}
      role="search"
      aria-label={filters.legend}
      className="mt-6 grid gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:grid-cols-[10rem_12rem_1fr_auto] sm:items-end sm:p-5"
      onSubmit={(event) => {
        event.preventDefault()
        onChange(readInboxQuery(Object.fromEntries(new FormData(event.currentTarget))).query)
      }}
    >
      <SelectField
        id={`${id}-status`}
        name="status"
        label={filters.status}
        options={statusOptions}
        defaultValue={query.status ?? ''}
      />
      <SelectField
        id={`${id}-kind`}
        name="kind"
        label={filters.kind}
        options={kindOptions}
        defaultValue={query.kind ?? ''}
      />
      <TextField
        id={`${id}-q`}
        name="q"
        type="text"
        label={filters.search}
        defaultValue={query.q ?? ''}
        maxLength={INBOX_SEARCH_MAX}
        autoComplete="off"
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses('primary')}>
          {filters.apply}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => onChange({})}>
          {filters.clear}
        </button>
      </div>
    </form>
  )
}
