import { inboxCopy } from '../../content/inbox'
import type { InboxList } from '../../domain/inbox/inbox-lead'
import type { InboxQuery } from '../../domain/inbox/inbox-query'
import { buttonClasses } from '../../components/ui/button-styles'
import { leadsCsvUrl } from './inbox-api'
import { InboxFrame } from './inbox-frame'
import { LeadFilters } from './lead-filters'
import { LeadList } from './lead-list'

interface InboxPageProps {
  list: InboxList
  query: InboxQuery
  onQuery: (query: InboxQuery) => void
}

/** /inbox: the leads that match the address's filters, newest first, and the same list as a CSV file. */
export function InboxPage({ list, query, onQuery }: InboxPageProps) {
  return (
    <InboxFrame>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-title font-bold text-ink-950">{inboxCopy.heading}</h1>
          <p className="mt-1 text-ink-600">{inboxCopy.intro}</p>
        </div>
        <a href={leadsCsvUrl(query)} download className={buttonClasses('secondary')}>
          {inboxCopy.exportCsv}
        </a>
      </div>
      <LeadFilters query={query} onChange={onQuery} />
      <p role="status" className="mt-6 text-sm font-semibold text-ink-700">
        {inboxCopy.list.count(list.leads.length, list.total)}
      </p>
      <LeadList leads={list.leads} />
    </InboxFrame>
  )
}
