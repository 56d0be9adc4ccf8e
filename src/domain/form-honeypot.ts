// The forms' honeypot: a field no person sees or reaches, so only a robot that fills every input fills it.
// The forms endpoint answers such a submission as if it were kept, and keeps nothing.
import type { RequestFields } from './request-delivery'

/** The honeypot's name in the forms and in the fields they send. */
export const HONEYPOT_FIELD = 'website'

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
