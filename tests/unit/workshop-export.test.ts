import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../src/content/assessment/scores'
import type { AssessmentResult, Scores } from '../../src/domain/assessment/assessment-types'
import { withoutControls } from '../../src/domain/text/free-text'
import {
  MAX_IMPORT_CHARACTERS,
  MAX_IMPORT_RESULTS,
  parseWorkshopJson,
  toCsv,
  toWorkshopJson,
  type WorkshopImport,
} from '../../src/domain/workshop/workshop-export'
import { seededRandom } from './support/seeded-random'

const SCORE_KEYS: readonly ScoreKey[] = [...MOTIVATION_KEYS, ...FEAR_KEYS]
const FORMULA_START = ['=', '+', '-', '@', '\t', '\r']

/** A well-formed version-4 uuid numbered `n`. */
const uuidFor = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

const powersOf = (...ids: string[]) =>
  ids.map((id) => {
    const { name } = superPowers.find((p) => p.id === id)!
    return { id, name }
  })

const typical: AssessmentResult = {
  uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3',
  scores: {
    curiosity: 83,
    exploration: 67,
    mastery: 100,
    social_competition: 33,
    social_cooperation: 50,
    fear_unknown: 50,
    fear_ambiguity: 33,
    fear_mistakes: 67,
    fear_disapproval: 17,
    fear_fraud: 0,
  },
  powers: powersOf('pattern-spotter', 'data-whisperer', 'logic-laser'),
  expertise: 'Design, Thinking',
  motivationCounts: { left: 10, right: 8 },
  fearCounts: { left: 5, right: 7 },
  durationSeconds: 285,
  createdAt: Date.UTC(2025, 5, 1, 9, 30, 5),
  deckVersion: 1,
}

const withExpertise = (expertise: string, uuid = typical.uuid): AssessmentResult => ({
  ...typical,
  uuid,
  expertise,
})

/** A small RFC 4180 reader: CRLF between records, quoted fields with doubled quotes; anything else throws. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let i = 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      i += 1
      for (;;) {
        if (i >= text.length) throw new Error('unclosed quote')
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"'
          i += 2
        } else if (text[i] === '"') {
          i += 1
          break
        } else {
          field += text[i]
          i += 1
        }
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error(`text after a quote at ${i}`)
    } else if (text[i] === ',') {
      endField()
      i += 1
    } else if (text[i] === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`bare CR at ${i}`)
      endField()
      rows.push(row)
      row = []
      i += 2
    } else if (text[i] === '\n' || text[i] === '"') {
      throw new Error(`unquoted ${JSON.stringify(text[i])} at ${i}`)
    } else {
      field += text[i]
      i += 1
    }
  }
  if (field !== '' || row.length > 0) throw new Error('last record not ended by CRLF')
  return rows
}

const SOURCE = { name: '=Acme, offsite', tablet: 'Tablet 2' }

const HEADER =
  'workshop,tablet,uuid,completed_at,duration_seconds,curiosity,exploration,mastery,social_competition,social_cooperation,' +
  'fear_unknown,fear_ambiguity,fear_mistakes,fear_disapproval,fear_fraud,powers,expertise,name'

describe('toCsv', () => {
  it('writes the header and one CRLF-ended row per participant', () => {
    expect(toCsv(SOURCE, [typical])).toBe(
      `${HEADER}\r\n` +
        `"'=Acme, offsite",Tablet 2,` +
        '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3,2025-06-01T09:30:05.000Z,285,83,67,100,33,50,50,33,67,17,0,' +
        'Pattern-Spotter; Data Whisperer; Logic Laser,"Design, Thinking",\r\n',
    )
  })

  it('ends each row with the display name its attendee gave the room, empty when none', () => {
    const named = { ...typical, uuid: uuidFor(2), displayName: 'Ada, "the" first' }
    const rows = parseCsv(toCsv(SOURCE, [typical, named, { ...named, displayName: '=HYPERLINK(1)' }]))
    expect(rows.map((row) => row.at(-1))).toEqual(['name', '', 'Ada, "the" first', "'=HYPERLINK(1)"])
  })

  it('writes only the header for an empty workshop', () => {
    expect(toCsv(SOURCE, [])).toBe(`${HEADER}\r\n`)
  })

  it('names the score columns by the score keys, motivations then fears', () => {
    expect(parseCsv(toCsv(SOURCE, []))[0]!.slice(5, 15)).toEqual([...MOTIVATION_KEYS, ...FEAR_KEYS])
  })

  const cells: [string, string, string][] = [
    ['a comma', 'Data, AI', '"Data, AI"'],
    ['quotes', 'The "right" way', '"The ""right"" way"'],
    ['a line feed', 'line\nbreak', 'line break'],
    ['CRLF', 'two\r\nlines', 'two lines'],
    ['a DDE payload', "=cmd|'/C calc'!A0", "'=cmd|'/C calc'!A0"],
    [
      'a formula with quotes and commas',
      '=HYPERLINK("http://x.test","y")',
      `"'=HYPERLINK(""http://x.test"",""y"")"`,
    ],
    ['a leading minus', '-10% costs', "'-10% costs"],
    ['a leading plus', '+1 ideas', "'+1 ideas"],
    ['a leading at', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['a leading tab', '\tindented', ' indented'],
    ['a leading CR', '\rreturn', ' return'],
    ['an equals sign later', 'a = b', 'a = b'],
    ['a leading apostrophe', "'quoted", "'quoted"],
    ['unicode', 'Zürich 東京 🚀 ﷺ', 'Zürich 東京 🚀 ﷺ'],
    ['nothing', '', ''],
  ]
  it.each(cells)('writes expertise with %s as a safe cell', (_, expertise, cell) => {
    const line = toCsv(SOURCE, [withExpertise(expertise)]).slice(HEADER.length + 2)
    expect(line.endsWith(`,${cell},\r\n`)).toBe(true)
    const kept = withoutControls(expertise)
    expect(parseCsv(toCsv(SOURCE, [withExpertise(expertise)]))[1]!.at(-2)).toBe(
      FORMULA_START.includes(kept[0] ?? '') ? `'${kept}` : kept,
    )
  })

  it('neutralises formulas in the uuid and power names too (imports are anyone’s data)', () => {
    const hostile = {
      ...typical,
      uuid: '-2+3',
      powers: [
        { id: 'x', name: '=1+1' },
        { id: 'y', name: 'Ok' },
      ],
    }
    const row = parseCsv(toCsv({ name: '@SUM(1)', tablet: '+Tablet' }, [hostile]))[1]!
    expect(row.slice(0, 3)).toEqual(["'@SUM(1)", "'+Tablet", "'-2+3"])
    expect(row.at(-3)).toBe("'=1+1; Ok")
  })

  it('gives back the same numbers and times for 500 participants', () => {
    const random = seededRandom(7)
    const steps = [0, 17, 33, 50, 67, 83, 100]
    const results = Array.from({ length: 500 }, (_, n): AssessmentResult => {
      const scores = Object.fromEntries(
        SCORE_KEYS.map((key) => [key, steps[Math.floor(random() * steps.length)]]),
      ) as Scores
      return {
        ...typical,
        uuid: uuidFor(n),
        scores,
        durationSeconds: Math.floor(random() * 900),
        createdAt: Date.UTC(2025, 0, 1) + Math.floor(random() * 365 * 86_400_000),
      }
    })
    const [header, ...rows] = parseCsv(toCsv(SOURCE, results))
    expect(rows).toHaveLength(500)
    rows.forEach((row, n) => {
      const record = Object.fromEntries(header!.map((name, i) => [name, row[i]!]))
      const result = results[n]!
      expect(record.workshop).toBe(`'${SOURCE.name}`)
      expect(record.tablet).toBe(SOURCE.tablet)
      expect(record.uuid).toBe(result.uuid)
      expect(Date.parse(record.completed_at!)).toBe(result.createdAt)
      expect(record.completed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(Number(record.duration_seconds)).toBe(result.durationSeconds)
      for (const key of SCORE_KEYS) expect(Number(record[key])).toBe(result.scores[key])
    })
  })

  it('reads back any text exactly, one record per participant, no cell starting a formula', () => {
    const specials = fc.constantFrom(',', '"', '\r', '\n', '\r\n', "'", ...FORMULA_START)
    const text = fc.string({ unit: fc.oneof(specials, fc.string({ unit: 'binary', maxLength: 1 })) })
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 5 }), (entries) => {
        const results = entries.map(([expertise, powerName], n) => ({
          ...withExpertise(expertise, uuidFor(n)),
          powers: [{ id: 'p', name: powerName }],
        }))
        const rows = parseCsv(toCsv(SOURCE, results)).slice(1)
        expect(rows).toHaveLength(entries.length)
        rows.forEach((row, n) => {
          const [expertise, powerName] = entries[n]!
          for (const [cell, original] of [
            [row.at(-2)!, withoutControls(expertise)],
            [row.at(-3)!, powerName],
          ]) {
            expect(FORMULA_START.includes(cell![0] ?? '')).toBe(false)
            expect(FORMULA_START.includes(original![0] ?? '') ? cell!.slice(1) : cell).toBe(original)
          }
        })
      }),
    )
  })
})

const workshop = { id: 'ws-1', name: 'Acme leadership offsite', startedAt: Date.UTC(2025, 5, 1, 8) }
const exportedAt = Date.UTC(2025, 5, 1, 17)

/** An export document as text, for tampering with. */
const documentText = (changes: Record<string, unknown>) =>
  JSON.stringify({
    format: 'think-first-workshop',
    version: 1,
    workshop,
    exportedAt,
    results: [typical],
    ...changes,
  })

describe('toWorkshopJson', () => {
  it('writes the versioned document', () => {
    expect(JSON.parse(toWorkshopJson(workshop, [typical], exportedAt))).toEqual({
      format: 'think-first-workshop',
      version: 1,
      workshop: { id: 'ws-1', name: 'Acme leadership offsite', startedAt: Date.UTC(2025, 5, 1, 8) },
      exportedAt: Date.UTC(2025, 5, 1, 17),
      results: [{ ...typical, name: '' }],
    })
  })

  it('gives each result the display name its attendee gave the room as "name"', () => {
    const named = { ...typical, uuid: uuidFor(2), displayName: 'Ada' }
    const { results } = JSON.parse(toWorkshopJson(workshop, [typical, named], exportedAt))
    expect(results.map((result: { name: string }) => result.name)).toEqual(['', 'Ada'])
    expect(JSON.stringify(results)).not.toContain('displayName')
  })

  it('names the tablet it was exported from, and reads it back', () => {
    const fromTablet = { ...workshop, tablet: 'Tablet 2' }
    const text = toWorkshopJson(fromTablet, [typical], exportedAt)
    expect(JSON.parse(text).workshop).toEqual(fromTablet)
    expect(parseWorkshopJson(text)).toMatchObject({ ok: true, workshop: fromTablet })
  })

  it('leaves out the PIN hash and any stored extras', () => {
    const record = { ...workshop, pin: { salt: 'c2FsdA==', hash: 'aGFzaA==' }, idleMinutes: 3 }
    const row = { ...typical, workshopId: 'ws-1' }
    const text = toWorkshopJson(record, [row], exportedAt)
    expect(text).not.toContain('pin')
    expect(text).not.toContain('aGFzaA==')
    expect(text).not.toContain('workshopId')
    expect(text).not.toContain('idleMinutes')
  })
})

describe('parseWorkshopJson', () => {
  it('reads back what toWorkshopJson wrote', () => {
    const results = [typical, { ...withExpertise('Ünïcødé "quoted", \\=cmd', uuidFor(2)), powers: [] }]
    expect(parseWorkshopJson(toWorkshopJson(workshop, results, exportedAt))).toEqual({
      ok: true,
      workshop,
      results,
      rejected: 0,
    })
  })

  it('reads back an empty workshop', () => {
    expect(parseWorkshopJson(toWorkshopJson(workshop, [], exportedAt))).toEqual({
      ok: true,
      workshop,
      results: [],
      rejected: 0,
    })
  })

  it('leaves out and counts each result that is not a valid one, keeping the rest', () => {
    const bad = [
      { ...typical, uuid: uuidFor(1), scores: { ...typical.scores, curiosity: 101 } },
      { ...typical, uuid: 'not-a-uuid' },
      { ...typical, uuid: undefined },
      { ...typical, uuid: uuidFor(3), powers: 'Pattern-Spotter' },
      { ...typical, uuid: uuidFor(4), createdAt: -1 },
      null,
      'a result',
      [typical],
    ]
    const good = { ...typical, uuid: uuidFor(9) }
    const outcome = parseWorkshopJson(documentText({ results: [typical, ...bad, good] }))
    expect(outcome).toEqual({ ok: true, workshop, results: [typical, good], rejected: bad.length })
  })

  it('drops fields a result should not have', () => {
    const extra = { ...typical, workshopId: 'elsewhere', scores: { ...typical.scores, bonus: 5 } }
    expect(parseWorkshopJson(documentText({ results: [extra] }))).toEqual({
      ok: true,
      workshop,
      results: [typical],
      rejected: 0,
    })
  })

  const refused: [string, string, WorkshopImport][] = [
    ['empty text', '', { ok: false, error: 'not-json' }],
    ['plain text', 'Acme results', { ok: false, error: 'not-json' }],
    ['a CSV', `${HEADER}\r\n`, { ok: false, error: 'not-json' }],
    ['cut-off JSON', documentText({}).slice(0, -10), { ok: false, error: 'not-json' }],
    ['JSON null', 'null', { ok: false, error: 'not-a-workshop-export' }],
    ['a JSON list', JSON.stringify([typical]), { ok: false, error: 'not-a-workshop-export' }],
    ['a bare result', JSON.stringify(typical), { ok: false, error: 'not-a-workshop-export' }],
    ['another format', documentText({ format: 'mojome' }), { ok: false, error: 'not-a-workshop-export' }],
    ['no format', documentText({ format: undefined }), { ok: false, error: 'not-a-workshop-export' }],
    ['version 2', documentText({ version: 2 }), { ok: false, error: 'unsupported-version' }],
    ['version 0', documentText({ version: 0 }), { ok: false, error: 'unsupported-version' }],
    ['version "1"', documentText({ version: '1' }), { ok: false, error: 'unsupported-version' }],
    ['no version', documentText({ version: undefined }), { ok: false, error: 'unsupported-version' }],
    ['no workshop', documentText({ workshop: undefined }), { ok: false, error: 'not-a-workshop-export' }],
    [
      'a workshop without id',
      documentText({ workshop: { ...workshop, id: '' } }),
      { ok: false, error: 'not-a-workshop-export' },
    ],
    [
      'a workshop name of 81 characters',
      documentText({ workshop: { ...workshop, name: 'x'.repeat(81) } }),
      { ok: false, error: 'not-a-workshop-export' },
    ],
    [
      'a workshop started at no time',
      documentText({ workshop: { ...workshop, startedAt: 'Monday' } }),
      { ok: false, error: 'not-a-workshop-export' },
    ],
    [
      'results not a list',
      documentText({ results: { 0: typical } }),
      { ok: false, error: 'not-a-workshop-export' },
    ],
    [
      'more results than allowed',
      documentText({ results: Array<number>(MAX_IMPORT_RESULTS + 1).fill(0) }),
      { ok: false, error: 'too-large' },
    ],
    [
      'a file over the size limit',
      documentText({ padding: ' '.repeat(MAX_IMPORT_CHARACTERS) }),
      { ok: false, error: 'too-large' },
    ],
  ]
  it.each(refused)('refuses %s', (_, text, expected) => {
    expect(parseWorkshopJson(text)).toEqual(expected)
  })

  it('refuses deep nesting without throwing', () => {
    expect(parseWorkshopJson('['.repeat(200_000) + ']'.repeat(200_000))).toMatchObject({ ok: false })
  })

  it('takes the workshop name trimmed', () => {
    const outcome = parseWorkshopJson(documentText({ workshop: { ...workshop, name: '  Acme  ' } }))
    expect(outcome).toMatchObject({ ok: true, workshop: { name: 'Acme' } })
  })

  it('takes exactly as many results as allowed', () => {
    const outcome = parseWorkshopJson(documentText({ results: Array<number>(MAX_IMPORT_RESULTS).fill(0) }))
    expect(outcome).toEqual({ ok: true, workshop, results: [], rejected: MAX_IMPORT_RESULTS })
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.json().map((json) => documentText({ results: [JSON.parse(json)] })),
        ),
        (text) => {
          const outcome = parseWorkshopJson(text)
          expect(typeof outcome.ok).toBe('boolean')
        },
      ),
    )
  })
})
