// The forms' honeypot: a field no person sees or reaches, so only a robot that fills every input fills it.
// The forms endpoint answers such a submission as if it were kept, and keeps nothing.
import type { RequestFields } from './request-delivery'

/**
 * The honeypot's name in the forms and in the fields they send: a word no browser's autofill heuristics or
 * password manager recognise (it was `website`, which they fill with a visitor's own site, so a real message
 * was answered as kept and dropped). Chromium ignores autocomplete="off" on names it knows, so the name is
 * what keeps autofill out.
 */
export const HONEYPOT_FIELD = 'zqx_hold'

/**
 * The trap's former name. A message queued by a page from before the rename may carry it, filled by autofill:
 * it is accepted as a person's, and the field is not kept.
 */
export const FORMER_HONEYPOT_FIELD = 'website'

/** Names a submission may carry beside the form's own fields. */
export const HONEYPOT_FIELDS = [HONEYPOT_FIELD, FORMER_HONEYPOT_FIELD] as const

/** The honeypot's entry for a submission: present only when something filled it in. */
export function honeypotEntry(entries: { get(name: string): unknown }): RequestFields {
  const value = entries.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value !== '' ? { [HONEYPOT_FIELD]: value } : {}
}

/** Whether a received submission's fields show a robot's hand. */
export function filledHoneypot(fields: RequestFields): boolean {
  const value = fields[HONEYPOT_FIELD]
  return value !== undefined && value !== ''
}
