// A workshop's results leaving the device: CSV for a spreadsheet, and versioned JSON that another tablet can
// import. The JSON is input from anywhere on the way back in, so parsing never throws and trusts nothing.
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../content/assessment/scores'
import type { AssessmentResult } from '../assessment/assessment-types'
import { withoutControls } from '../text/free-text'
import { isNonNegativeInteger, isObject } from '../restore/restore-guards'
import { restoreResult } from '../restore/restore-result'
import { cleanTabletLabel } from './tablet-label'
import { isUuid } from '../encoding/uuid'
import { checkWorkshopName } from './workshop-settings'

const SCORE_COLUMNS: readonly ScoreKey[] = [...MOTIVATION_KEYS, ...FEAR_KEYS]

/** The CSV's header row: the workshop and tablet it came from, then the result; score columns are the score keys. */
export const CSV_COLUMNS = [
  'workshop',
  'tablet',
  'uuid',
  'completed_at',
  'duration_seconds',
  ...SCORE_COLUMNS,
  'powers',
  'expertise',
  'name',
] as const

/** Between the power names in the powers column. */
export const CSV_POWER_SEPARATOR = '; '

// A spreadsheet runs a cell starting with one of these as a formula (OWASP, "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell a spreadsheet will show as text: a leading `'` before a formula's first character. */
function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** RFC 4180: a field holding a comma, quote, CR or LF is quoted, with its quotes doubled. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function isoTime(epochMs: number): string {
  const date = new Date(epochMs)
  // Epoch values past year 275760 are valid safe integers but not dates.
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** Where an export was made: the workshop's name and the tablet's label. */
export interface ExportSource {
  name: string
  tablet: string
}

/**
 * The results as RFC 4180 CSV: a header row (CSV_COLUMNS), then one row per result in the given order, each
 * naming the workshop and tablet it was exported from, every row ending in CRLF. Completed time is ISO 8601
 * UTC; text cells are neutralised against formula injection. No byte-order mark: add one to the file if Excel
 * must detect UTF-8.
 */
export function toCsv(source: ExportSource, results: readonly AssessmentResult[]): string {
  const rows = results.map((result) => [
    neutralised(source.name),
    neutralised(source.tablet),
    neutralised(result.uuid),
    isoTime(result.createdAt),
    String(result.durationSeconds),
    ...SCORE_COLUMNS.map((key) => String(result.scores[key])),
    neutralised(result.powers.map((power) => power.name).join(CSV_POWER_SEPARATOR)),
    neutralised(withoutControls(result.expertise)),
    neutralised(result.displayName ?? ''),
  ])
  return [[...CSV_COLUMNS], ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('')
}

export const WORKSHOP_EXPORT_FORMAT = 'think-first-workshop'
export const WORKSHOP_EXPORT_VERSION = 1
/** An import longer than this many characters (about 5 MB) is refused before parsing. */
export const MAX_IMPORT_CHARACTERS = 5_000_000
/** An import with more results than this is refused (about 2.5 MB of typical results). */
export const MAX_IMPORT_RESULTS = 5000

/** What an export says about its workshop; never the PIN. */
export interface WorkshopInfo {
  id: string
  name: string
  /** The tablet it was exported from; absent in exports made before tablets had labels. */
  tablet?: string
  /** Epoch milliseconds. */
  startedAt: number
}

/** A result as exported: with the name its attendee gave a live room, '' when none. */
export type ExportedResult = Omit<AssessmentResult, 'displayName'> & { name: string }

export interface WorkshopExport {
  format: typeof WORKSHOP_EXPORT_FORMAT
  version: typeof WORKSHOP_EXPORT_VERSION
  workshop: WorkshopInfo
  /** Epoch milliseconds. */
  exportedAt: number
  results: ExportedResult[]
}

/**
 * The workshop and its results as a versioned JSON document (WorkshopExport). Only the workshop's id, name,
 * tablet and start are copied, so a stored workshop record can be passed as it is without its PIN hash leaving.
 */
export function toWorkshopJson(
  workshop: WorkshopInfo,
  results: readonly AssessmentResult[],
  exportedAt: number = Date.now(),
): string {
  const document: WorkshopExport = {
    format: WORKSHOP_EXPORT_FORMAT,
    version: WORKSHOP_EXPORT_VERSION,
    workshop: {
      id: workshop.id,
      name: workshop.name,
      ...(workshop.tablet === undefined ? {} : { tablet: workshop.tablet }),
      startedAt: workshop.startedAt,
    },
    exportedAt,
    // Rebuilt field by field (as storage reads them), so a stored row's extras (its workshopId) stay behind.
    results: results.flatMap((result) => {
      const restored = restoreResult(result)
      return restored ? [{ ...restored, name: result.displayName ?? '' }] : []
    }),
  }
  return JSON.stringify(document)
}

export const WORKSHOP_IMPORT_ERRORS = [
  'not-json',
  'not-a-workshop-export',
  'unsupported-version',
  'too-large',
] as const
export type WorkshopImportError = (typeof WORKSHOP_IMPORT_ERRORS)[number]

export type WorkshopImport =
  | { ok: true; workshop: WorkshopInfo; results: AssessmentResult[]; rejected: number }
  | { ok: false; error: WorkshopImportError }

function restoreWorkshopInfo(raw: unknown): WorkshopInfo | null {
  if (!isObject(raw)) return null
  const { id, startedAt } = raw
  const name = checkWorkshopName(raw.name)
  if (typeof id !== 'string' || id === '' || !name.ok || !isNonNegativeInteger(startedAt)) return null
  const tablet = cleanTabletLabel(raw.tablet, '')
  return tablet ? { id, name: name.name, tablet, startedAt } : { id, name: name.name, startedAt }
}

/**
 * Reads a workshop export (toWorkshopJson's, or anyone's file). Never throws. The whole file is refused when
 * it is too large, not JSON, not this format or of another version; a single result that is not a valid one
 * (restoreResult, and a real uuid) is left out and counted in `rejected`, the rest still import.
 */
export function parseWorkshopJson(text: string): WorkshopImport {
  if (typeof text !== 'string') return { ok: false, error: 'not-json' }
  if (text.length > MAX_IMPORT_CHARACTERS) return { ok: false, error: 'too-large' }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, error: 'not-json' }
  }
  if (!isObject(raw) || raw.format !== WORKSHOP_EXPORT_FORMAT) {
    return { ok: false, error: 'not-a-workshop-export' }
  }
  if (raw.version !== WORKSHOP_EXPORT_VERSION) return { ok: false, error: 'unsupported-version' }
  const workshop = restoreWorkshopInfo(raw.workshop)
  if (!workshop || !Array.isArray(raw.results)) return { ok: false, error: 'not-a-workshop-export' }
  if (raw.results.length > MAX_IMPORT_RESULTS) return { ok: false, error: 'too-large' }
  const results: AssessmentResult[] = []
  for (const item of raw.results) {
    const result = restoreResult(item)
    if (result && isUuid(result.uuid)) results.push(result)
  }
  return { ok: true, workshop, results, rejected: raw.results.length - results.length }
}
