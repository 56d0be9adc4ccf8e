import { describe, expect, test } from 'vitest'
import { parseContactPrefill } from '../../src/domain/forms/contact-prefill'
import { CONTACT_MAX_LENGTH } from '../../src/domain/forms/contact-form'
import { discoveryCall } from '../../src/domain/intake/discovery-call'
import { filled } from './support/intake-answers'

const SUMMARY = 'Discovery call for Acme (251-500 people, Finance): Starter Session recommended.'

describe('"Book Discovery Call"', () => {
  test('a Cal.com event gets the e-mail address and the summary as its notes', () => {
    const call = discoveryCall('https://cal.com/thinkfirst/discovery?duration=30', filled, SUMMARY)
    expect(call.kind).toBe('booking')
    const href = new URL(call.kind === 'booking' ? call.href : '')
    expect(href.origin + href.pathname).toBe('https://cal.com/thinkfirst/discovery')
    expect(Object.fromEntries(href.searchParams)).toEqual({
      duration: '30',
      email: filled.email,
      notes: SUMMARY,
    })
  })

  test('a Calendly event gets the e-mail address and the summary as its first answer', () => {
    const call = discoveryCall('https://calendly.com/thinkfirst/30min', filled, SUMMARY)
    const href = new URL(call.kind === 'booking' ? call.href : '')
    expect(Object.fromEntries(href.searchParams)).toEqual({ email: filled.email, a1: SUMMARY })
  })

  test('any other booking page is opened as it is', () => {
    expect(discoveryCall('https://book.example/meet', filled, SUMMARY)).toEqual({
      kind: 'booking',
      href: 'https://book.example/meet',
    })
    // A look-alike host is not Cal.com.
    const lookalike = discoveryCall('https://notcal.com/x', filled, SUMMARY)
    expect(lookalike.kind === 'booking' && lookalike.href).toBe('https://notcal.com/x')
  })

  test('without a booking page, or with one that is not a web address, the contact form is filled in', () => {
    const expected = {
      kind: 'contact',
      search: {
        subject: 'workshop',
        message: SUMMARY,
        email: filled.email,
        company: filled.orgName,
        role: filled.role,
      },
    }
    expect(discoveryCall(null, filled, SUMMARY)).toEqual(expected)
    expect(discoveryCall('javascript:alert(1)', filled, SUMMARY)).toEqual(expected)
    expect(discoveryCall('not a url', filled, SUMMARY)).toEqual(expected)
  })
})

describe('the contact form’s prefill from its address', () => {
  test('takes the form’s own fields, within their lengths, and a subject the form has', () => {
    expect(
      parseContactPrefill({
        email: 'ada@acme.example',
        subject: 'workshop',
        message: 'x'.repeat(CONTACT_MAX_LENGTH.message + 10),
        company: '   ',
        password: 'hunter2',
      }),
    ).toEqual({
      email: 'ada@acme.example',
      subject: 'workshop',
      message: 'x'.repeat(CONTACT_MAX_LENGTH.message),
    })
    expect(parseContactPrefill({ subject: 'free money', name: 42 })).toEqual({})
  })
})
