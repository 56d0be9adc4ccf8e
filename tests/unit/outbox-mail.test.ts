import { describe, expect, test } from 'vitest'
import { outboxMail } from '../../src/content/outbox'
import { humanizeKey, mailBody, mailSubject, mailtoUrl } from '../../src/domain/outbox/outbox-mail'

const wording = outboxMail.wording.contact
const intakeWording = outboxMail.wording.intake

describe('the e-mail a submission becomes', () => {
  test.each([
    ['orgName', 'Org name'],
    ['knowledgeGap', 'Knowledge gap'],
    ['currentAIUse', 'Current AI use'],
    ['additional_info', 'Additional info'],
    ['email', 'Email'],
  ])('%s is labelled %s when content has no label', (key, label) => {
    expect(humanizeKey(key)).toBe(label)
  })

  test('the subject is filled from the fields; a blank or missing field gets a stand-in', () => {
    expect(mailSubject(outboxMail.subjects.contact, { name: 'Ada' }, wording)).toContain('Ada')
    expect(mailSubject('From {name}', { name: '  ' }, wording)).toBe(`From ${wording.blank}`)
    expect(mailSubject('From {orgName} ({orgSize})', { orgSize: 50 }, wording)).toBe(
      `From ${wording.blank} (50)`,
    )
  })

  test('short fields become labelled lines after the long text; blank fields are left out', () => {
    const body = mailBody(
      {
        name: 'Ada',
        email: 'ada@example.com',
        company: '',
        message: 'Line one\nLine two',
        knowledgeGap: true,
        actionGap: false,
        orgSize: 50,
      },
      wording,
    )
    expect(body).toBe(
      [
        'Message:\nLine one\nLine two',
        'Name: Ada\nEmail: ada@example.com\nKnowledge gap: Yes\nAction gap: No\nOrg size: 50',
      ].join('\n\n'),
    )
  })

  test('chosen options read as the visitor saw them, not as stored values', () => {
    const body = mailBody(
      { orgName: 'Acme', orgSize: 100, budget: '25k-100k', currentAIUse: 'basic', knowledgeGap: true },
      intakeWording,
    )
    expect(body).toBe(
      [
        'Organisation name: Acme',
        'Organisation size (people): 76-150',
        'Budget: $25,000-$100,000',
        'Current AI use: Basic',
        'Knowledge gap: Yes',
      ].join('\n'),
    )
    expect(mailBody({ subject: 'workshop' }, wording)).toBe('Subject: Workshop booking')
    // A value content does not know is written as it is, never dropped.
    expect(mailBody({ budget: 'whatever' }, intakeWording)).toBe('Budget: whatever')
  })

  test('the mailto: address percent-encodes subject and body, with CRLF line breaks', () => {
    const url = mailtoUrl('hello@thinkfirst.example', 'Hi & bye?', 'a\nb = c')
    expect(url).toBe('mailto:hello@thinkfirst.example?subject=Hi%20%26%20bye%3F&body=a%0D%0Ab%20%3D%20c')
    const parsed = new URL(url)
    expect(decodeURIComponent(parsed.searchParams.get('body') ?? '')).toBe('a\r\nb = c')
  })
})
