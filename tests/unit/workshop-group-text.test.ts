import { describe, expect, it } from 'vitest'
import { addResultsCopy } from '../../src/content/facilitator/group'
import { additionText } from '../../src/features/facilitator/group/addition-message'
import { countText } from '../../src/features/facilitator/group/count-text'
import { exportFileName, fileSlug, isoDate } from '../../src/domain/workshop/export-file-name'

describe('fileSlug', () => {
  it.each([
    ['Acme leadership offsite', 'acme-leadership-offsite'],
    ['  Équipe Créative — Zürich 2026!  ', 'equipe-creative-zurich-2026'],
    ['Q3/Q4 review: "AI & us"', 'q3-q4-review-ai-us'],
    ['東京 workshop', 'workshop'],
    ['東京', 'workshop'],
    ['---', 'workshop'],
    ['a'.repeat(80), 'a'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j → %j', (name, slug) => {
    expect(fileSlug(name, 'workshop')).toBe(slug)
  })
})

describe('export file names', () => {
  it('end in the local date, padded, and the extension', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    const source = { name: 'Acme leadership offsite', tablet: 'Tablet 2' }
    expect(exportFileName(source, new Date(2026, 10, 23), 'csv', 'workshop')).toBe(
      'acme-leadership-offsite-tablet-2-2026-11-23.csv',
    )
    expect(exportFileName({ name: '…', tablet: '' }, new Date(2026, 10, 23), 'json', 'workshop')).toBe(
      'workshop-2026-11-23.json',
    )
  })
})

describe('countText', () => {
  it('says none, one or the count', () => {
    expect(countText(addResultsCopy.added, 0)).toBe(addResultsCopy.added.none)
    expect(countText(addResultsCopy.added, 1)).toBe('1 result added.')
    expect(countText(addResultsCopy.added, 12)).toBe('12 results added.')
    expect(countText(addResultsCopy.alreadyHere, 0)).toBe('0 were already here.')
  })
})

describe('additionText', () => {
  it('says what was added, and what was already here only when something was', () => {
    expect(additionText({ added: 3, alreadyHere: 0 })).toBe('3 results added.')
    expect(additionText({ added: 1, alreadyHere: 1 })).toBe('1 result added. 1 was already here.')
    expect(additionText({ added: 0, alreadyHere: 4 })).toBe(
      `${addResultsCopy.added.none} 4 were already here.`,
    )
  })
})
