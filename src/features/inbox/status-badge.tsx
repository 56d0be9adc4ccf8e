import { inboxCopy } from '../../content/inbox'
import type { LeadStatus } from '../../domain/inbox/lead-status'

const TINTS: Record<LeadStatus, string> = {
  new: 'bg-sun-100 text-ink-950',
  replied: 'bg-iris-100 text-iris-700',
  won: 'bg-mint-100 text-ink-950',
  lost: 'bg-ember-100 text-ember-800',
  archived: 'bg-ink-50 text-ink-600',
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-block rounded-pill px-2.5 py-0.5 text-xs font-semibold ${TINTS[status]}`}>
      {inboxCopy.statuses[status]}
    </span>
  )
}
