import { contactFormCopy, contactToasts } from '../../content/contact'
import { CONTACT_MAX_LENGTH, type ContactError, type ContactField } from '../../domain/forms/contact-form'
import type { DeliveryOutcome } from '../../domain/forms/request-delivery'
import { fill } from '../../lib/format'

/** The sentence shown under a field for its error code, or undefined when the field is fine. */
export function contactErrorText(field: ContactField, error: ContactError | undefined): string | undefined {
  if (!error || field === 'subject') return undefined
  const messages: Partial<Record<ContactError, string>> = contactFormCopy.errors[field]
  const message = messages[error]
  return message && fill(message, { max: CONTACT_MAX_LENGTH[field] })
}

/**
 * The toast for how the message left the device (the e-mail app's once the visitor says it has gone), or for
 * a failure on this device.
 */
export function outcomeToast(outcome: DeliveryOutcome | 'failed'): { title: string; description: string } {
  if (outcome === 'mail-app') return contactToasts.mailSent
  return contactToasts[outcome]
}
