import { expect, test } from 'vitest'
import { INBOX_SEARCH_MAX, readInboxQuery } from '../../src/domain/inbox/inbox-query'
import { csvText } from '../../src/domain/inbox/lead-csv'

test('the inbox query keeps what is valid, trims the search, and names each part that is not', () => {
  expect(readInboxQuery({ status: 'won', kind: 'intake', q: '  Acme  ' })).toEqual({
    query: { status: 'won', kind: 'intake', q: 'Acme' },
    problems: [],
  })
  expect(readInboxQuery({ status: '', kind: '', q: '   ' })).toEqual({ query: {}, problems: [] })
  expect(
    readInboxQuery({ status: 'maybe', kind: 'room-result', q: 'x'.repeat(INBOX_SEARCH_MAX + 1) }),
  ).toEqual({
    query: {},
    problems: ['status', 'kind', 'q'],
  })
  expect(readInboxQuery({ status: 7 }).problems).toEqual(['status'])
})

test('the CSV quotes every cell, doubles quotes, keeps line breaks and disarms formulas', () => {
  const text = csvText(
    ['Name', 'Note'],
    [
      ['Zoë "Z" Müller', 'one\ntwo'],
      ['=1+1', '+44 20 7946 0000'],
      ['@SUM(A1)', '-3'],
    ],
  )
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(text.slice(1).split('\r\n')).toEqual([
    '"Name","Note"',
    '"Zoë ""Z"" Müller","one\ntwo"',
    `"'=1+1","'+44 20 7946 0000"`,
    `"'@SUM(A1)","'-3"`,
    '',
  ])
})
