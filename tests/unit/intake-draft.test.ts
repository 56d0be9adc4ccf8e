import { describe, expect, it } from 'vitest'
import { DRAFT_TEXT_MAX, restoreIntakeDraft, toStoredDraft } from '../../src/domain/intake/intake-draft'
import { INTAKE_DRAFT_VERSION } from '../../src/domain/intake/intake-draft-version'
import { emptyIntakeAnswers } from '../../src/domain/intake/intake-fields'
import { filled } from './support/intake-answers'

const stored = (answers: unknown, version: unknown = INTAKE_DRAFT_VERSION) =>
  JSON.stringify({ version, answers })

describe('restoreIntakeDraft', () => {
  it('round-trips a stored draft', () => {
    expect(restoreIntakeDraft(JSON.stringify(toStoredDraft(filled)))).toEqual(filled)
  })

  const empty: [string, string | null][] = [
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,"answers":{'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['another version', stored(filled, 99)],
    ['a missing version', JSON.stringify({ answers: filled })],
    ['answers that are not an object', stored('Acme')],
  ]
  it.each(empty)('%s gives an empty form', (_label, raw) => {
    expect(restoreIntakeDraft(raw)).toEqual(emptyIntakeAnswers())
  })

  it('keeps good fields and blanks the ones that do not fit', () => {
    const restored = restoreIntakeDraft(
      stored({
        ...filled,
        orgSize: 42,
        industry: 'piracy',
        knowledgeGap: 'yes',
        budget: 25000,
        role: { toString: 'x' },
        extra: '<script>',
      }),
    )
    expect(restored).toEqual({
      ...filled,
      orgSize: 0,
      industry: '',
      knowledgeGap: false,
      budget: '',
      role: '',
    })
    expect(restored).not.toHaveProperty('extra')
  })

  it('cuts oversized text', () => {
    const restored = restoreIntakeDraft(stored({ ...filled, challenges: 'x'.repeat(DRAFT_TEXT_MAX * 3) }))
    expect(restored.challenges).toHaveLength(DRAFT_TEXT_MAX)
  })
})
