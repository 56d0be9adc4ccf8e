import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { inboxCopy } from '../../content/inbox'
import { outboxMail } from '../../content/outbox'
import { site } from '../../content/site'
import type { InboxLeadDetail } from '../../domain/inbox/inbox-lead'
import { leadAnswers, leadSummary } from '../../domain/inbox/lead-answers'
import { mailtoUrl } from '../../domain/outbox/outbox-mail'
import { buttonClasses } from '../../components/ui/button-styles'
import { fill } from '../../lib/format'
import { DeletePersonDialog } from './delete-person-dialog'
import { InboxFrame } from './inbox-frame'
import { LeadNoteForm } from './lead-note-form'
import { LeadStatusForm } from './lead-status-form'
import { leadTime } from './lead-time'
import { StatusBadge } from './status-badge'

const { lead: copy } = inboxCopy

/** One part of the lead's page: a white panel, named by its heading. */
function LeadSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 ring-1 ring-ink-100 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-ink-950">
        {heading}
      </h2>
      {children}
    </section>
  )
}

interface LeadPageProps {
  lead: InboxLeadDetail
  /** The lead changed here: its page loads it again. */
  onChanged: () => void
}

/** /inbox/{id}: every answer in words, a reply, the status, private notes, the history, and deletion. */
export function LeadPage({ lead, onChanged }: LeadPageProps) {
  const [deleted, setDeleted] = useState<number | null>(null)
  const wording = outboxMail.wording[lead.kind]
  const summary = leadSummary(lead.kind, lead.fields, wording)
  const who = summary.name || summary.email || inboxCopy.list.someone
  const back = (
    <Link to="/inbox" className="font-semibold text-iris-700 underline-offset-2 hover:underline">
      <span aria-hidden="true">←</span> {copy.back}
    </Link>
  )
  if (deleted !== null)
    return (
      <InboxFrame>
        <p role="status" className="mt-6 rounded-3xl bg-mint-100 p-6 text-ink-950">
          {copy.deleted(deleted)}
        </p>
        <p className="mt-4">{back}</p>
      </InboxFrame>
    )

  return (
    <InboxFrame>
      <p className="mt-4">{back}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-title font-bold break-words text-ink-950">{who}</h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-ink-600">
        {inboxCopy.kinds[lead.kind]}
        {summary.organisation && ` · ${summary.organisation}`} · {copy.received} {leadTime(lead.receivedAt)}
      </p>

      <div className="mt-6 flex flex-wrap gap-3">
        {summary.email && (
          <a
            className={buttonClasses('primary')}
            href={mailtoUrl(summary.email, fill(copy.replySubject[lead.kind], { site: site.name }), '')}
          >
            {copy.reply}
          </a>
        )}
        <DeletePersonDialog id={lead.id} email={summary.email} onDeleted={setDeleted} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <LeadSection id="lead-answers" heading={copy.answers}>
          <dl className="mt-4 grid gap-4">
            {leadAnswers(lead.fields, wording).map((answer) => (
              <div key={answer.key}>
                <dt className="text-sm font-semibold text-ink-600">{answer.label}</dt>
                <dd className="mt-0.5 whitespace-pre-line break-words text-ink-950">{answer.value}</dd>
              </div>
            ))}
          </dl>
        </LeadSection>

        <div className="grid content-start gap-6">
          <div className="rounded-3xl bg-white p-5 ring-1 ring-ink-100 sm:p-6">
            <LeadStatusForm id={lead.id} status={lead.status} onSaved={onChanged} />
          </div>

          <LeadSection id="lead-notes" heading={copy.notes}>
            <p className="mt-1 text-sm text-ink-600">{copy.notesHint}</p>
            {lead.notes.length === 0 ? (
              <p className="mt-4 text-ink-700">{copy.noNotes}</p>
            ) : (
              <ul className="mt-4 grid gap-3">
                {lead.notes.map((note) => (
                  <li key={note.id} className="rounded-2xl bg-ink-50 p-3">
                    <p className="whitespace-pre-line break-words text-ink-950">{note.body}</p>
                    <p className="mt-1 text-xs text-ink-600">
                      {copy.by(note.author)} · {leadTime(note.at)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <LeadNoteForm id={lead.id} onAdded={onChanged} />
          </LeadSection>

          <LeadSection id="lead-history" heading={copy.history}>
            {lead.history.length === 0 ? (
              <p className="mt-3 text-ink-700">{copy.noHistory}</p>
            ) : (
              <ol className="mt-3 grid gap-2 text-sm">
                {[...lead.history].reverse().map((change, index) => (
                  <li key={`${change.at}-${index}`} className="text-ink-800">
                    {change.change === 'status'
                      ? copy.changedStatus(
                          change.author,
                          inboxCopy.statuses[change.detail as keyof typeof inboxCopy.statuses] ??
                            change.detail,
                        )
                      : copy.addedNote(change.author)}
                    <span className="text-ink-600"> · {leadTime(change.at)}</span>
                  </li>
                ))}
              </ol>
            )}
          </LeadSection>
        </div>
      </div>
    </InboxFrame>
  )
}
