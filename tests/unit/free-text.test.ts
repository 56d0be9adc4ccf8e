import { describe, expect, it } from 'vitest'
import { DEFAULT_EXPERTISE } from '../../src/content/assessment/expertise'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { expertiseOrDefault } from '../../src/domain/card/card-text'
import { withoutControls } from '../../src/domain/text/free-text'
import { restoreResult } from '../../src/domain/restore/restore-result'
import { parseWorkshopJson, toCsv, toWorkshopJson } from '../../src/domain/workshop/workshop-export'
import { summarizeGroup } from '../../src/domain/workshop/workshop-group'
import { runAssessment } from './support/assessment-cards'

const RUN = {
  motivationSides: Array(18).fill('left'),
  fearSides: Array(12).fill('right'),
  powerIndices: [0, 1, 2],
  durationSeconds: 240,
  secondsAgo: 60,
}
const result = (expertise: string, uuid = crypto.randomUUID()): AssessmentResult => ({
  ...runAssessment({ ...RUN, typed: 'Law' }, uuid)!,
  expertise,
})
/** The file name a right-to-left override turns "gpj.exe" into, to the eye. */
const SPOOFED = '\u202egpj.exe'

describe('withoutControls', () => {
  it.each([
    ['a NUL', 'Law\u0000', 'Law'],
    ['a right-to-left override', SPOOFED, 'gpj.exe'],
    ['isolates', '\u2066Law\u2069 and \u2067order\u2069', 'Law and order'],
    ['marks', 'Law\u200e\u200f\u061c', 'Law'],
    ['embeddings and their end', '\u202aLaw\u202b\u202c', 'Law'],
    ['an escape sequence', 'Law\u001b[31m', 'Law[31m'],
    ['DEL and a C1 control', 'La\u007fw\u009b', 'Law'],
    ['a tab', 'Law\tOrder', 'Law Order'],
    ['line breaks of every kind', 'a\nb\r\nc\rd\u0085e\u2028f\u2029g', 'a b c d e f g'],
  ])('removes %s', (_, text, expected) => {
    expect(withoutControls(text)).toBe(expected)
  })

  it.each([
    ['accents and scripts', 'Ökonomie — 社会 — مرحبا — שלום'],
    ['emoji joined by zero-width joiners', '👩‍💻 and 🏳️‍🌈'],
    ['a zero-width non-joiner, which Persian spelling needs', 'می‌خواهم'],
    ['plain text', 'Urban Planning'],
  ])('keeps %s', (_, text) => {
    expect(withoutControls(text)).toBe(text)
  })
})

describe('an expertise with controls in it', () => {
  it('is kept without them by the assessment', () => {
    expect(runAssessment({ ...RUN, typed: ` ${SPOOFED}\u0000\n` })?.expertise).toBe('gpj.exe')
  })

  it('is shown without them on the card, in the list, the images and the PDF', () => {
    expect(expertiseOrDefault(SPOOFED)).toBe('gpj.exe')
    expect(expertiseOrDefault('\u0000\u202e')).toBe(DEFAULT_EXPERTISE)
  })

  it('is counted without them in the group view', () => {
    const summary = summarizeGroup([result('Law'), result('Law\u200f'), result(`\u202eLaw\u0000`)])
    expect(summary.expertise).toEqual([{ text: 'Law', count: 3 }])
  })

  it('leaves the group CSV without them', () => {
    const [, row] = toCsv({ name: 'Acme', tablet: 'Tablet 1' }, [result(`${SPOOFED}\u0000`)]).split('\r\n')
    // The expertise, then the attendee's name (none here).
    expect(row?.endsWith(',gpj.exe,')).toBe(true)
  })

  it('leaves the group JSON without them, and comes in from one without them', () => {
    const workshop = { id: 'ws-1', name: 'Acme', startedAt: Date.UTC(2026, 10, 22, 8) }
    const text = toWorkshopJson(workshop, [result(`${SPOOFED}\u0000`)])
    expect(text).not.toMatch(/\\u202e|\\u0000|\u202e/i)
    const back = parseWorkshopJson(text.replace('gpj.exe', '\\u202egpj.exe\\u0007'))
    expect(back.ok && back.results.map((each) => each.expertise)).toEqual(['gpj.exe'])
  })

  it('is read back from storage without them', () => {
    expect(restoreResult(result(SPOOFED))?.expertise).toBe('gpj.exe')
  })
})
