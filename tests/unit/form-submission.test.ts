import { describe, expect, test } from 'vitest'
import { CONTACT_MAX_LENGTH } from '../../src/domain/forms/contact-form'
import { FORMER_HONEYPOT_FIELD, HONEYPOT_FIELD } from '../../src/domain/forms/form-honeypot'
import { formCopy } from '../../src/content/forms'
import { checkSubmission, FORM_BODY_MAX_BYTES } from '../../src/domain/forms/form-submission'
import { INTAKE_MAX_LENGTH } from '../../src/domain/intake/intake-fields'
import type { RequestFields } from '../../src/domain/forms/request-delivery'
import { contactFields, SUBMISSION_ID } from './support/contact-submission'

const id = SUBMISSION_ID
const contact = contactFields
const intake: RequestFields = {
  orgName: 'Acme',
  orgSize: 100,
  industry: 'education',
  role: 'Head of L&D',
  email: 'ada@acme.example',
  knowledgeGap: true,
  incentiveGap: false,
  actionGap: false,
  currentAIUse: 'basic',
  challenges: 'People stop thinking.',
  budget: '15k-25k',
  timeline: 'quarter',
  urgency: 'high',
  additionalInfo: '',
  recommendation: '2-3 Day Workshop',
}
const body = (kind: string, fields: unknown) => ({ id, kind, createdAt: '2026-11-22T09:30:00.000Z', fields })

describe('checkSubmission', () => {
  test.each([
    ['contact', contact],
    ['intake', intake],
    // Queued on a device before the intake showed packages: it named the rule's outcome.
    ['intake', { ...intake, recommendation: 'Immersion Day' }],
  ])('accepts a %s exactly as its page sends it', (kind, fields) => {
    expect(checkSubmission(body(kind, fields), id)).toEqual({
      ok: true,
      submission: body(kind, fields),
      robot: false,
    })
  })

  test.each<[string, unknown, string | null, string]>([
    ['not an object', [], id, 'body'],
    ['no uuid', { ...body('contact', contact), id: 'abc' }, 'abc', 'id'],
    ['no Idempotency-Key', body('contact', contact), null, 'idempotency-key'],
    ['another Idempotency-Key', body('contact', contact), crypto.randomUUID(), 'idempotency-key'],
    ['an unknown kind', body('order', contact), id, 'kind'],
    ['no date', { ...body('contact', contact), createdAt: 'yesterday' }, id, 'created-at'],
    ['nested fields', body('contact', { ...contact, name: { first: 'Ada' } }), id, 'fields-format'],
  ])('refuses %s', (_case, received, key, problem) => {
    expect(checkSubmission(received, key)).toMatchObject({ ok: false, problem })
  })

  test.each<[string, RequestFields, Record<string, string>]>([
    [
      'a missing field',
      { ...contact, message: undefined } as unknown as RequestFields,
      { message: 'missing' },
    ],
    ['an unknown field', { ...contact, admin: true }, { admin: 'unknown' }],
    ['a number for a text', { ...contact, company: 7 }, { company: 'wrong-type' }],
    ['a blank required field', { ...contact, name: '   ' }, { name: 'required' }],
    ['an invalid address', { ...contact, email: 'ada@' }, { email: 'invalid' }],
    ['a subject the form lacks', { ...contact, subject: 'spam' }, { subject: 'not-an-option' }],
    [
      'a message too long',
      { ...contact, message: 'x'.repeat(CONTACT_MAX_LENGTH.message + 1) },
      { message: 'too-long' },
    ],
    [
      'a message padded past its limit with spaces',
      { ...contact, message: `Hello${' '.repeat(CONTACT_MAX_LENGTH.message)}` },
      { message: 'too-long' },
    ],
  ])('refuses a contact message with %s, naming the field', (_case, fields, problems) => {
    const withoutUndefined = JSON.parse(JSON.stringify(fields)) as RequestFields
    expect(checkSubmission(body('contact', withoutUndefined), id)).toEqual({
      ok: false,
      problem: 'fields',
      fields: problems,
    })
  })

  test.each<[string, RequestFields, Record<string, string>]>([
    ['a size the form does not offer', { ...intake, orgSize: 7 }, { orgSize: 'not-an-option' }],
    ['no size', { ...intake, orgSize: 0 }, { orgSize: 'required' }],
    ['a text for a tick box', { ...intake, actionGap: 'yes' }, { actionGap: 'wrong-type' }],
    ['no challenges', { ...intake, challenges: ' ' }, { challenges: 'required' }],
    ['an unknown budget', { ...intake, budget: 'a lot' }, { budget: 'not-an-option' }],
    [
      'an unknown recommendation',
      { ...intake, recommendation: 'Free Lunch' },
      { recommendation: 'not-an-option' },
    ],
    ['an invalid address', { ...intake, email: 'not an address' }, { email: 'invalid' }],
    [
      'a name too long',
      { ...intake, orgName: 'x'.repeat(INTAKE_MAX_LENGTH.orgName + 1) },
      { orgName: 'too-long' },
    ],
  ])('refuses an intake with %s, naming the field', (_case, fields, problems) => {
    expect(checkSubmission(body('intake', fields), id)).toEqual({
      ok: false,
      problem: 'fields',
      fields: problems,
    })
  })

  test('marks a filled honeypot as a robot, whatever the rest says', () => {
    expect(checkSubmission(body('contact', { [HONEYPOT_FIELD]: 'https://spam.example' }), id)).toMatchObject({
      ok: true,
      robot: true,
    })
    expect(checkSubmission(body('contact', { ...contact, [HONEYPOT_FIELD]: '' }), id)).toMatchObject({
      ok: true,
      robot: false,
    })
  })
})

describe('the honeypot autofill never fills', () => {
  // The field-type patterns Chromium's autofill matches against a field's name, id and label (a subset of
  // components/autofill/core/common/autofill_regex_constants.h, the types a contact card fills), plus the
  // words password managers key on. A trap matching one is filled for real visitors, whose message is dropped.
  const autofillPatterns = [
    /name|nombre|nom\b|vorname|surname|first|last/i,
    /e.?mail|courriel|correo/i,
    /url|web|site|homepage|home.?page|link/i,
    /phone|mobile|tel|fax/i,
    /company|business|organi[sz]ation|firm/i,
    /address|street|line|city|town|zip|postal|post.?code|state|province|region|country/i,
    /user|login|account|pass|card|cc|cvc|expir|birth|age\b|gender|title|job/i,
  ]

  test('neither its name nor its label matches a pattern autofill or a password manager fills', () => {
    for (const text of [HONEYPOT_FIELD, formCopy.honeypot]) {
      expect(autofillPatterns.filter((pattern) => pattern.test(text))).toEqual([])
    }
  })

  test('a message queued before the rename, its old trap filled by autofill, is kept without that field', () => {
    const queued = body('contact', { ...contact, [FORMER_HONEYPOT_FIELD]: 'https://ada.example' })

    const check = checkSubmission(queued, id)

    expect(check).toMatchObject({ ok: true, robot: false })
    expect(check.ok && check.submission.fields).not.toHaveProperty(FORMER_HONEYPOT_FIELD)
  })
})

test('the longest submission a visitor can send fits the body limit, however its characters are escaped', () => {
  // U+0001 is the character JSON spells longest (\u0001); every free-text field at its longest.
  const longest = (max: number) => '\u0001'.repeat(max)
  const fields = {
    ...intake,
    ...Object.fromEntries(Object.entries(INTAKE_MAX_LENGTH).map(([name, max]) => [name, longest(max)])),
  }
  const bytes = new TextEncoder().encode(JSON.stringify(body('intake', fields))).byteLength
  expect(bytes).toBeGreaterThan(60_000)
  expect(bytes).toBeLessThan(FORM_BODY_MAX_BYTES)
})
