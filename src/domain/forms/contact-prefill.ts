// What an address may fill into the contact form (/contact?email=…&subject=workshop&message=…): the intake's
// "Book Discovery Call" sends a visitor there with their answers. Only the form's own fields, each within its
// length, the subject one of the form's; anything else in the address is dropped.
import { CONTACT_SUBJECTS, type ContactSubject } from '../../content/contact'
import { CONTACT_MAX_LENGTH } from './contact-form'

export interface ContactPrefill {
  name?: string
  email?: string
  company?: string
  role?: string
  subject?: ContactSubject
  message?: string
}

const TEXT_FIELDS = ['name', 'email', 'company', 'role', 'message'] as const

/** The prefill an address's search carries, as the /contact route reads it. */
export function parseContactPrefill(search: Record<string, unknown>): ContactPrefill {
  const prefill: ContactPrefill = {}
  for (const field of TEXT_FIELDS) {
    const value = search[field]
    if (typeof value === 'string' && value.trim() !== '')
      prefill[field] = value.slice(0, CONTACT_MAX_LENGTH[field])
  }
  const subject = CONTACT_SUBJECTS.find((known) => known === search.subject)
  if (subject) prefill.subject = subject
  return prefill
}
