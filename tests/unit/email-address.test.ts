import { describe, expect, it } from 'vitest'
import { isEmailAddress } from '../../src/domain/forms/email-address'
import { fieldError } from '../../src/domain/forms/contact-form'
import { emptyIntakeAnswers } from '../../src/domain/intake/intake-fields'
import { stepErrors } from '../../src/domain/intake/intake-validation'

const cases: [string, boolean][] = [
  ['ada@acme.example', true],
  ['a.b+c@sub.acme.io', true],
  [' ada@acme.example ', true],
  ['ada@acme.example\n', true],
  ['a@b.co', true],
  ['ada@xn--80ak6aa92e.com', true],
  ['a@b', false],
  ['ada@localhost', false],
  ['ada@acme.', false],
  ['ada@.acme', false],
  ['ada', false],
  ['ada@', false],
  ['@acme.example', false],
  ['ada@acme..example', false],
  ['ada @acme.example', false],
  ['ada@-acme.example', false],
]

describe('isEmailAddress', () => {
  it.each(cases)('%j → %s', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected)
  })
})

describe('the contact and intake pages take the same addresses', () => {
  it.each(cases)('%j → %s on both', (email, expected) => {
    const intakeEmailErrors = stepErrors(1, { ...emptyIntakeAnswers(), email }).filter(
      (error) => error.field === 'email',
    )
    expect(fieldError('email', email) === undefined).toBe(expected)
    expect(intakeEmailErrors.length === 0).toBe(expected)
  })
})
