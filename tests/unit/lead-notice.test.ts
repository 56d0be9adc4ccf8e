import { describe, expect, test } from 'vitest'
import { leadNoticeCopy } from '../../src/content/lead-notices'
import { leadNotice, NOTICE_SUBJECT_MAX, oneLine } from '../../src/domain/forms/lead-notice'

const contact = (fields: Record<string, string>) => ({
  id: crypto.randomUUID(),
  kind: 'contact' as const,
  createdAt: '2026-12-02T09:30:00.000Z',
  fields: {
    name: 'Ada',
    email: 'ada@acme.example',
    company: '',
    role: '',
    subject: 'general',
    message: 'Hi',
    ...fields,
  },
})

describe('a lead notice', () => {
  test('is plain text, with a one-line subject however the name was typed', () => {
    const notice = leadNotice(contact({ name: 'Ada\r\nBcc: all@example.com\u2028x' }), leadNoticeCopy)!
    expect(notice.subject).toBe('Contact: Ada Bcc: all@example.com x, General inquiry')
    expect(notice.text).toContain('Reply to this e-mail to answer Ada Bcc: all@example.com x.')
    expect(notice.text).toContain('Message: Hi')
  })

  test('cuts a long subject with an ellipsis', () => {
    const notice = leadNotice(contact({ name: 'A'.repeat(400) }), leadNoticeCopy)!
    expect(notice.subject).toHaveLength(NOTICE_SUBJECT_MAX)
    expect(notice.subject.endsWith('…')).toBe(true)
  })

  test('replies only to an address a header cannot be split on', () => {
    expect(leadNotice(contact({}), leadNoticeCopy)!.replyTo).toBe('ada@acme.example')
    for (const email of ['ada@acme.example\r\nBcc: x@y.z', 'Ada <ada@acme.example>', 'not-an-address'])
      expect(leadNotice(contact({ email }), leadNoticeCopy)!.replyTo, email).toBeNull()
  })

  test('is none for a room card, which is no lead', () => {
    expect(leadNotice({ ...contact({}), kind: 'room-result' as 'contact' }, leadNoticeCopy)).toBeNull()
  })

  test('one line of text: control characters and line separators are spaces', () => {
    expect(oneLine(' a\tb\n\nc\u0000d\u2029e ')).toBe('a b c d e')
  })
})
