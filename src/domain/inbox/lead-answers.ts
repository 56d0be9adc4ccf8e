/**
 * A lead in words: the summary the inbox lists (who, from where, how big, what budget and when) and every
 * answer with its label, option ids turned into what the visitor chose ("76-150", not 100). The same wording as
 * the lead's e-mail notice, so the two never disagree.
 */
import type { FormKind } from '../forms/delivery-body'
import type { RequestFields } from '../forms/request-delivery'
import { humanizeKey, type MailWording } from '../outbox/outbox-mail'

export interface LeadAnswer {
  key: string
  label: string
  value: string
}

/** What the inbox shows of a lead beside who sent it, in its columns' order. */
export const LEAD_DETAILS = [
  'organisation',
  'size',
  'budget',
  'timeline',
  'urgency',
  'recommendation',
] as const

export interface LeadSummary {
  name: string
  email: string
  organisation: string
  size: string
  budget: string
  timeline: string
  urgency: string
  recommendation: string
}

function inWords(key: string, value: RequestFields[string] | undefined, wording: MailWording): string {
  if (value === undefined) return ''
  if (typeof value === 'boolean') return value ? wording.yes : wording.no
  const text = String(value).trim()
  return wording.values[key]?.[text] ?? text
}

/** Every answer given, in the form's order, with its label. Blank answers are left out. */
export function leadAnswers(fields: RequestFields, wording: MailWording): LeadAnswer[] {
  return Object.entries(fields)
    .map(([key, value]) => ({
      key,
      label: wording.labels[key] ?? humanizeKey(key),
      value: inWords(key, value, wording),
    }))
    .filter((answer) => answer.value !== '')
}

/** The inbox's one line on a lead. An intake names no person: its role stands in for the name. */
export function leadSummary(kind: FormKind, fields: RequestFields, wording: MailWording): LeadSummary {
  const word = (key: string) => inWords(key, fields[key], wording)
  return {
    name: kind === 'contact' ? word('name') : word('role'),
    email: word('email'),
    organisation: kind === 'contact' ? word('company') : word('orgName'),
    size: word('orgSize'),
    budget: word('budget'),
    timeline: word('timeline'),
    urgency: word('urgency'),
    recommendation: word('recommendation'),
  }
}
