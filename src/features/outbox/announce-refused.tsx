/**
 * Tells the visitor about each message the forms endpoint refused for good: what it was, when they wrote it and
 * why it was refused, with their e-mail app offered to send it instead. The notice stays until they dismiss
 * it, which deletes the refused copy; until then every visit tells them again.
 */
import { showToast } from '../../components/layout/show-toast'
import { outboxRefused, refusalReason } from '../../content/outbox'
import type { OutboxEntry } from '../../db/record-types'
import type { FormKind } from '../../domain/forms/delivery-body'

/** A refused form: room results are told on their own result screen, never offered to the mail app. */
export type RefusedForm = OutboxEntry & { kind: FormKind }
import { fill, formatLongDate } from '../../lib/format'
import { submissionMail } from '../../services/outbox/submission-mail'

function RefusedNotice({ entry }: { entry: RefusedForm }) {
  const mail = submissionMail(entry.kind, entry.payload)
  return (
    <>
      <p>
        {fill(outboxRefused.description, {
          what: outboxRefused.what[entry.kind],
          date: formatLongDate(entry.createdAt),
          reason: refusalReason(entry.refusalCode ?? ''),
        })}
      </p>
      <p className="mt-1">
        <a href={mail.href} className="font-semibold underline underline-offset-2">
          {outboxRefused.mail}
        </a>{' '}
        {fill(outboxRefused.mailNote, { to: mail.to })}
      </p>
    </>
  )
}

/** Raises one lasting notice per refused entry; `dismiss` runs when the visitor closes it. */
export function announceRefused(entries: readonly RefusedForm[], dismiss: (id: string) => void): void {
  for (const entry of entries) {
    const forget = () => dismiss(entry.id)
    showToast((toast) =>
      toast.warning(outboxRefused.title, {
        // One id per entry: a later pass updates the notice instead of stacking a second one.
        id: `outbox-refused-${entry.id}`,
        description: <RefusedNotice entry={entry} />,
        duration: Infinity,
        action: { label: outboxRefused.dismiss, onClick: forget },
        onDismiss: forget,
      }),
    )
  }
}
