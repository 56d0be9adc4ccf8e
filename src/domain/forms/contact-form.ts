// The contact form's values and rules: name, email and message are required,
// company and role optional, the subject one of the five (default general).
import { CONTACT_SUBJECTS, type ContactSubject } from '../../content/contact'
import { isEmailAddress } from './email-address'
import type { RequestFields } from './request-delivery'

export interface ContactValues {
  name: string
  email: string
  company: string
  role: string
  subject: ContactSubject
  message: string
}

export type ContactField = keyof ContactValues
export type ContactError = 'required' | 'invalid' | 'too-long'
export type ContactErrors = Partial<Record<ContactField, ContactError>>

/** Fields in the order they appear, so focus goes to the first one in error. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'role',
  'subject',
  'message',
]

/** Longest accepted value per free-text field, in characters (254 is the longest possible e-mail address). */
export const CONTACT_MAX_LENGTH = { name: 100, email: 254, company: 120, role: 120, message: 5000 } as const

const REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'email', 'message'])

/** Any value as a subject: one of the five, or 'general'. */
export function normalizeSubject(value: unknown): ContactSubject {
  return CONTACT_SUBJECTS.find((subject) => subject === value) ?? 'general'
}

/** What is wrong with one field's value, judged after trimming, or undefined when it is fine. */
export function fieldError(field: ContactField, value: string): ContactError | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return REQUIRED.has(field) ? 'required' : undefined
  if (field !== 'subject' && trimmed.length > CONTACT_MAX_LENGTH[field]) return 'too-long'
  if (field === 'email' && !isEmailAddress(trimmed)) return 'invalid'
  return undefined
}

/** Reads the values from the form's entries (FormData); a missing field is empty. */
export function contactValuesFrom(entries: { get(name: string): unknown }): ContactValues {
  const text = (field: ContactField) => {
    const value = entries.get(field)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    role: text('role'),
    subject: normalizeSubject(text('subject')),
    message: text('message'),
  }
}

/** Every field's error; an empty object means the form can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values[field])
    if (error) errors[field] = error
  }
  return errors
}

/** The first field in form order that has an error. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined)
}

/** The values as they are delivered: trimmed, the subject normalised. */
export function contactRequestFields(values: ContactValues): RequestFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    role: values.role.trim(),
    subject: normalizeSubject(values.subject),
    message: values.message.trim(),
  }
}
