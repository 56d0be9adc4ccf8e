import { describe, expect, test } from 'vitest'
import { CONTACT_SUBJECTS } from '../../src/content/contact'
import {
  CONTACT_MAX_LENGTH,
  contactRequestFields,
  contactValuesFrom,
  fieldError,
  firstInvalidField,
  normalizeSubject,
  validateContact,
  type ContactField,
  type ContactValues,
} from '../../src/domain/forms/contact-form'

const valid: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  role: '',
  subject: 'general',
  message: 'We would like a workshop.',
}

describe('contact form rules', () => {
  test('a blank form reads as empty fields and the general subject', () => {
    expect(contactValuesFrom(new FormData())).toEqual({ ...valid, name: '', email: '', message: '' })
  })

  test('the form is read field by field; an unknown subject or a file counts as nothing', () => {
    const entries = new FormData()
    for (const [name, value] of Object.entries({ ...valid, subject: 'spam' })) entries.set(name, value)
    entries.set('role', new Blob(['x']))
    expect(contactValuesFrom(entries)).toEqual({ ...valid, subject: 'general', role: '' })
  })

  test.each<[ContactField, string, ReturnType<typeof fieldError>]>([
    ['name', '', 'required'],
    ['name', '   ', 'required'],
    ['name', 'Ada', undefined],
    ['name', 'x'.repeat(CONTACT_MAX_LENGTH.name + 1), 'too-long'],
    ['email', '', 'required'],
    ['email', 'ada', 'invalid'],
    ['email', 'ada@', 'invalid'],
    ['email', 'ada @example.com', 'invalid'],
    ['email', ' ada@example.com ', undefined],
    ['email', 'ada@localhost', 'invalid'],
    ['company', '', undefined],
    ['company', 'x'.repeat(CONTACT_MAX_LENGTH.company + 1), 'too-long'],
    ['role', '', undefined],
    ['message', '', 'required'],
    ['message', '\n\t ', 'required'],
    ['message', 'x'.repeat(CONTACT_MAX_LENGTH.message), undefined],
    ['message', 'x'.repeat(CONTACT_MAX_LENGTH.message + 1), 'too-long'],
  ])('%s = %j gives %s', (field, value, error) => {
    expect(fieldError(field, value)).toBe(error)
  })

  test('name, email and message are required; company and role are optional', () => {
    expect(validateContact(contactValuesFrom(new FormData()))).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    })
    expect(validateContact(valid)).toEqual({})
  })

  test.each<[Partial<ContactValues>, ContactField | undefined]>([
    [{ name: '', email: '', message: '' }, 'name'],
    [{ email: 'nope', message: '' }, 'email'],
    [{ message: '' }, 'message'],
    [{}, undefined],
  ])('focus goes to the first invalid field in form order: %j → %s', (change, first) => {
    expect(firstInvalidField(validateContact({ ...valid, ...change }))).toBe(first)
  })

  test('every known subject is kept; anything else becomes general', () => {
    for (const subject of CONTACT_SUBJECTS) expect(normalizeSubject(subject)).toBe(subject)
    expect(CONTACT_SUBJECTS).toEqual(['general', 'workshop', 'custom', 'partnership', 'support'])
    expect(normalizeSubject('sales')).toBe('general')
    expect(normalizeSubject(undefined)).toBe('general')
  })

  test('delivered fields are trimmed and complete', () => {
    expect(
      contactRequestFields({
        ...valid,
        name: '  Ada ',
        company: ' Engines ',
        subject: 'custom',
        message: ' Hi \n',
      }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Engines',
      role: '',
      subject: 'custom',
      message: 'Hi',
    })
  })
})
