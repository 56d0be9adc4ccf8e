import { Link } from '@tanstack/react-router'
import { inboxCopy } from '../../content/inbox'
import { outboxMail } from '../../content/outbox'
import type { InboxLead } from '../../domain/inbox/inbox-lead'
import { LEAD_DETAILS, leadSummary, type LeadSummary } from '../../domain/inbox/lead-answers'
import { leadTime } from './lead-time'
import { StatusBadge } from './status-badge'

const { columns } = inboxCopy.list

interface Row {
  lead: InboxLead
  summary: LeadSummary
  who: string
}

const rowsOf = (leads: readonly InboxLead[]): Row[] =>
  leads.map((lead) => {
    const summary = leadSummary(lead.kind, lead.fields, outboxMail.wording[lead.kind])
    return { lead, summary, who: summary.name || summary.email || inboxCopy.list.someone }
  })

function LeadLink({ row }: { row: Row }) {
  return (
    <Link
      to="/inbox/$id"
      params={{ id: row.lead.id }}
      aria-label={inboxCopy.list.open(row.who)}
      className="font-semibold text-iris-700 underline-offset-2 hover:underline"
    >
      {row.who}
    </Link>
  )
}

/** The leads: a table on a laptop, one card each on a phone; every one opens its page. */
export function LeadList({ leads }: { leads: readonly InboxLead[] }) {
  const rows = rowsOf(leads)
  if (rows.length === 0)
    return <p className="mt-6 rounded-3xl bg-ink-50 p-6 text-ink-700">{inboxCopy.list.none}</p>
  return (
    <>
      <div className="mt-4 hidden overflow-x-auto rounded-3xl bg-white ring-1 ring-ink-100 lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{inboxCopy.list.caption}</caption>
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              {[
                columns.received,
                columns.kind,
                columns.name,
                ...LEAD_DETAILS.map((detail) => columns[detail]),
                columns.status,
              ].map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.lead.id} className="align-top">
                <td className="px-3 py-3 whitespace-nowrap text-ink-700">{leadTime(row.lead.receivedAt)}</td>
                <td className="px-3 py-3">{inboxCopy.kinds[row.lead.kind]}</td>
                <td className="px-3 py-3">
                  <LeadLink row={row} />
                </td>
                {LEAD_DETAILS.map((detail) => (
                  <td key={detail} className="px-3 py-3">
                    {row.summary[detail]}
                  </td>
                ))}
                <td className="px-3 py-3">
                  <StatusBadge status={row.lead.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 grid gap-3 lg:hidden" aria-label={inboxCopy.list.caption}>
        {rows.map((row) => (
          <li key={row.lead.id} className="rounded-3xl bg-white p-4 ring-1 ring-ink-100">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <LeadLink row={row} />
              <StatusBadge status={row.lead.status} />
            </div>
            <p className="mt-1 text-sm text-ink-600">
              {inboxCopy.kinds[row.lead.kind]} · {leadTime(row.lead.receivedAt)}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {LEAD_DETAILS.map((detail) => [columns[detail], row.summary[detail]] as const)
                .filter(([, value]) => value !== '')
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-ink-600">{label}</dt>
                    <dd className="text-ink-900">{value}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
