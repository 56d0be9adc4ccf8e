/**
 * A workshop group built in the test instead of taken card by card: eight participants with known scores,
 * powers and expertise (the group view's numbers for them are worked out by hand in the spec), their share
 * links and JSON exports, a reader for the CSV export, and a fake camera's video of a QR code.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encode } from 'uqr'
import { superPowers } from '../../src/content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../src/content/assessment/scores'
import type { AssessmentResult, Scores } from '../../src/domain/assessment/assessment-types'
import { shareLinkPath } from '../../src/domain/card/share-link'
import { toWorkshopJson } from '../../src/domain/workshop/workshop-export'

export const SCORE_KEYS: readonly ScoreKey[] = [...MOTIVATION_KEYS, ...FEAR_KEYS]

/** A valid version 4 uuid that tells participant `n` apart at a glance. */
export function uuidOf(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
}

function power(id: string) {
  const found = superPowers.find((known) => known.id === id)
  if (!found) throw new Error(`No super-power ${id}`)
  return { id: found.id, name: found.name }
}

/** A finished result as MojoMe makes one; its time is in whole seconds, as a share link carries it. */
export function participant(
  n: number,
  scores: readonly number[],
  powerIds: readonly string[],
  expertise: string,
): AssessmentResult {
  return {
    uuid: uuidOf(n),
    scores: Object.fromEntries(SCORE_KEYS.map((key, index) => [key, scores[index]])) as Scores,
    powers: powerIds.map(power),
    expertise,
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 240 + n,
    createdAt: Date.UTC(2026, 2, 10, 9, n, 0),
    deckVersion: 1,
  }
}

/**
 * The room. Scores are, in order: curiosity, exploration, mastery, social competition, social cooperation,
 * then the fears unknown, ambiguity, mistakes, disapproval, fraud; each participant's are ones MojoMe gives for
 * 9 left and 9 right motivation answers and 6 and 6 fear answers, as a share link must carry.
 */
export const ROOM: readonly AssessmentResult[] = [
  participant(
    1,
    [100, 33, 50, 50, 33, 67, 50, 83, 17, 50],
    ['pattern-spotter', 'logic-laser', 'empathy-radar'],
    'Logistics',
  ),
  participant(
    2,
    [100, 33, 33, 67, 33, 50, 67, 83, 50, 17],
    ['pattern-spotter', 'logic-laser', 'story-alchemist'],
    'Marine Biology',
  ),
  participant(
    3,
    [100, 33, 17, 83, 33, 33, 67, 83, 17, 50],
    ['pattern-spotter', 'empathy-radar', 'data-whisperer'],
    'Logistics',
  ),
  participant(
    4,
    [83, 50, 17, 100, 33, 17, 67, 67, 33, 83],
    ['pattern-spotter', 'logic-laser', 'coalition-builder'],
    'Teaching',
  ),
  participant(
    5,
    [83, 50, 17, 33, 100, 17, 50, 67, 33, 67],
    ['empathy-radar', 'story-alchemist', 'momentum-magnet'],
    'Économie',
  ),
  participant(
    6,
    [67, 50, 33, 33, 100, 83, 33, 67, 33, 33],
    ['pattern-spotter', 'data-whisperer', 'momentum-magnet'],
    'Teaching',
  ),
  participant(
    7,
    [33, 83, 33, 33, 100, 100, 17, 67, 50, 17],
    ['logic-laser', 'empathy-radar', 'rapid-prototyper'],
    'Logistics',
  ),
  participant(
    8,
    [50, 33, 50, 50, 100, 50, 33, 33, 33, 83],
    ['story-alchemist', 'momentum-magnet', 'kaizen-keeper'],
    'Law',
  ),
]

/** Another tablet's workshop, as its export names it. */
/** Another tablet of the same room: its own workshop, run under the same name. */
export const OTHER_TABLET = {
  id: 'other-tablet-workshop',
  name: 'Acme leadership offsite',
  tablet: 'Tablet B',
  startedAt: Date.UTC(2026, 2, 10, 8),
}

/** The share link a participant's QR code holds, on the site under test. */
export function shareLink(baseURL: string, result: AssessmentResult): string {
  return `${baseURL}${shareLinkPath(result)}`
}

/** A file for setInputFiles: another tablet's "Download JSON" of these results. */
export function exportFile(results: readonly AssessmentResult[], name = 'tablet-b.json') {
  return { name, mimeType: 'application/json', buffer: Buffer.from(toWorkshopJson(OTHER_TABLET, results)) }
}

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF rows) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index++
    } else field += char
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

const Y4M = { width: 640, height: 480, moduleSize: 6, white: 235, black: 16, chroma: 128 } as const

/**
 * A Y4M video (4:2:0, one frame, which Chromium's fake camera shows in a loop) of `text` as a QR code:
 * black modules on white, the encoder's 4-module quiet zone included, centred in the frame.
 */
export function writeQrVideo(text: string, folder: string, fileName: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  const { width, height, moduleSize } = Y4M
  const side = size * moduleSize
  if (side > height) throw new Error(`A ${size}-module code does not fit the frame`)
  const luma = Buffer.alloc(width * height, Y4M.white)
  const left = Math.floor((width - side) / 2)
  const top = Math.floor((height - side) / 2)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (data[Math.floor(y / moduleSize)]![Math.floor(x / moduleSize)])
        luma[(top + y) * width + left + x] = Y4M.black
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, Y4M.chroma)
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  mkdirSync(folder, { recursive: true })
  const path = join(folder, fileName)
  writeFileSync(path, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]))
  return path
}
