import { outboxMail } from '../../content/outbox'
import { mailBody, mailSubject, mailtoUrl } from '../../domain/outbox/outbox-mail'
import type { FormKind } from '../../domain/forms/delivery-body'
import type { OutboxItem } from '../../domain/outbox/outbox-delivery'

/** The e-mail a submission becomes in the visitor's mail app: subject, body and the `mailto:` opening it. */
export function submissionMail(kind: FormKind, fields: OutboxItem['payload']) {
  const wording = outboxMail.wording[kind]
  const subject = mailSubject(outboxMail.subjects[kind], fields, wording)
  const body = mailBody(fields, wording)
  return { to: outboxMail.to, subject, body, href: mailtoUrl(outboxMail.to, subject, body) }
}
