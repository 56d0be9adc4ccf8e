/**
 * The e-mail that tells the consultancy of a new lead: plain text only, so nothing a visitor typed can become
 * markup, and a subject and reply-to address that cannot carry a header of their own. Pure, so what it says is
 * tested.
 */
import { mailBody, mailSubject, type MailWording } from '../outbox/outbox-mail'
import type { DeliveryBody, FormKind } from './delivery-body'

export interface LeadNoticeWording {
  subjects: Readonly<Record<FormKind, string>>
  intro: Readonly<Record<FormKind, string>>
  received: string
  /** The line that links to the lead in the owner's inbox: `{id}` is the lead's. */
  inbox: string
  wording: Readonly<Record<FormKind, MailWording>>
}

export interface LeadNotice {
  subject: string
  text: string
  /** The visitor's e-mail address, when it is one a reply can go to. */
  replyTo: string | null
}

/** The longest subject a notice gets: past it, it is cut with an ellipsis. */
export const NOTICE_SUBJECT_MAX = 150

/** One line: line breaks, tabs and other control characters become spaces, runs of spaces one. */
export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** An address a reply can go to: one line, one @, nothing a header could be split on. */
function replyAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const address = value.trim()
  return /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/u.test(address) ? address : null
}

const fillIn = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

export function leadNotice(submission: DeliveryBody, copy: LeadNoticeWording): LeadNotice | null {
  if (submission.kind !== 'contact' && submission.kind !== 'intake') return null
  const kind = submission.kind
  const wording = copy.wording[kind]
  const subject = oneLine(mailSubject(copy.subjects[kind], submission.fields, wording))
  const name = typeof submission.fields.name === 'string' ? oneLine(submission.fields.name) : ''
  const when = submission.createdAt.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')
  const text = [
    fillIn(copy.intro[kind], { name: name || wording.blank }),
    mailBody(submission.fields, wording),
    fillIn(copy.received, { when }),
    fillIn(copy.inbox, { id: submission.id }),
  ].join('\n\n')
  return {
    subject: subject.length > NOTICE_SUBJECT_MAX ? `${subject.slice(0, NOTICE_SUBJECT_MAX - 1)}…` : subject,
    text,
    replyTo: replyAddress(submission.fields.email),
  }
}
