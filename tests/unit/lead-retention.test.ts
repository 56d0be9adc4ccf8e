import { expect, test } from 'vitest'
import { retentionCutoff } from '../../src/domain/inbox/lead-retention'

test('the cutoff is the same day of the month, months back, or the last day of a shorter month', () => {
  expect(new Date(retentionCutoff(Date.parse('2026-12-02T10:00:00Z'), 24)).toISOString()).toBe(
    '2024-12-02T10:00:00.000Z',
  )
  expect(new Date(retentionCutoff(Date.parse('2026-03-31T00:00:00Z'), 1)).toISOString()).toBe(
    '2026-02-28T00:00:00.000Z',
  )
  expect(new Date(retentionCutoff(Date.parse('2026-02-28T00:00:00Z'), 24)).toISOString()).toBe(
    '2024-02-28T00:00:00.000Z',
  )
  expect(new Date(retentionCutoff(Date.parse('2026-01-15T08:30:00Z'), 13)).toISOString()).toBe(
    '2024-12-15T08:30:00.000Z',
  )
})
