// A received contact message checked with the contact form's own rules (contact-form.ts), so the forms endpoint
// accepts exactly what the page lets a visitor send.
import { CONTACT_SUBJECTS } from '../../content/contact'
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, contactValuesFrom, validateContact } from './contact-form'
import { HONEYPOT_FIELDS } from './form-honeypot'
import type { RequestFields } from './request-delivery'
import { isOption, shapeProblems, type FieldProblems, type FieldType } from './request-fields-shape'

const CONTACT_TYPES: Record<string, FieldType> = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, 'string']),
)

/** What is wrong with a received contact message's fields; empty when the page would have sent them. */
export function contactRequestProblems(fields: RequestFields): FieldProblems {
  const shape = shapeProblems(fields, CONTACT_TYPES, HONEYPOT_FIELDS)
  if (Object.keys(shape).length > 0) return shape
  const problems: FieldProblems = { ...validateContact(contactValuesFrom({ get: (name) => fields[name] })) }
  // The page sends trimmed values and checks them trimmed: a value padded past its limit was not sent by it.
  for (const [name, max] of Object.entries(CONTACT_MAX_LENGTH)) {
    if (String(fields[name]).length > max) problems[name] = 'too-long'
  }
  // The page always sends one of the subjects; anything else was not typed on it.
  if (!isOption(CONTACT_SUBJECTS, fields.subject)) problems.subject = 'not-an-option'
  return problems
}
