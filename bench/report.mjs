/**
 * The budgets from the performance issue, the checks against them, and the plain-text table. Byte budgets
 * use decimal kilobytes (1 kB = 1000 bytes), as the table prints them.
 */
import { CATEGORIES } from './lighthouse-audit.mjs'

export const BUDGETS = {
  home: { path: '/', jsGzipBytes: 110_000, cssGzipBytes: 20_000 },
  everyRoute: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  cardResponse: { path: '/mojo-me', medianMs: 50 },
}

const CATEGORY_LABELS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
}

/** Every budget as a named check with its actual value, its limit and whether it passed. */
export function checkBudgets(rows, cardResponse) {
  const checks = []
  const { path, medianMs } = BUDGETS.cardResponse
  const actual = cardResponse?.medianMs ?? null
  checks.push({
    route: path,
    name: 'key press to next card (median ms)',
    actual,
    max: medianMs,
    pass: actual !== null && actual <= medianMs,
  })
  const home = rows.find((row) => row.path === BUDGETS.home.path)
  if (home) {
    const bytes = (name, actual, max) =>
      checks.push({ route: home.path, name, actual, max, pass: actual <= max })
    bytes('first-load JS (gzip bytes)', home.firstLoad.js, BUDGETS.home.jsGzipBytes)
    bytes('first-load CSS (gzip bytes)', home.firstLoad.css, BUDGETS.home.cssGzipBytes)
  } else {
    checks.push({ route: BUDGETS.home.path, name: 'home page present', actual: null, min: 1, pass: false })
  }
  for (const row of rows) {
    for (const id of CATEGORIES) {
      const min = BUDGETS.everyRoute[id]
      const actual = row.lighthouse.scores[id]
      checks.push({
        route: row.path,
        name: `Lighthouse ${CATEGORY_LABELS[id]}`,
        actual,
        min,
        pass: actual >= min,
      })
    }
  }
  return checks
}

const kB = (bytes) => (bytes / 1000).toFixed(1)
const ms = (value) => (value == null ? '–' : String(Math.round(value)))
const score = (value) => (value == null ? '–' : String(value))

const COLUMNS = [
  { title: 'Route', cell: (row) => row.path, left: true },
  { title: 'JS kB', cell: (row) => kB(row.firstLoad.js) },
  { title: 'CSS kB', cell: (row) => kB(row.firstLoad.css) },
  { title: 'Perf', cell: (row) => score(row.lighthouse.scores.performance) },
  { title: 'A11y', cell: (row) => score(row.lighthouse.scores.accessibility) },
  { title: 'BP', cell: (row) => score(row.lighthouse.scores['best-practices']) },
  { title: 'SEO', cell: (row) => score(row.lighthouse.scores.seo) },
  { title: 'LCP ms', cell: (row) => ms(row.lighthouse.lcp) },
  { title: 'TBT ms', cell: (row) => ms(row.lighthouse.tbt) },
  { title: 'CLS', cell: (row) => (row.lighthouse.cls == null ? '–' : row.lighthouse.cls.toFixed(3)) },
]

/** An aligned table: text left, numbers right, so columns compare at a glance. */
export function formatTable(rows) {
  const cells = [COLUMNS.map((column) => column.title), ...rows.map((row) => COLUMNS.map((c) => c.cell(row)))]
  const widths = COLUMNS.map((_, index) => Math.max(...cells.map((line) => line[index].length)))
  const line = (values) =>
    values
      .map((value, index) =>
        COLUMNS[index].left ? value.padEnd(widths[index]) : value.padStart(widths[index]),
      )
      .join('  ')
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n')
}

function describe(check) {
  const limit = 'max' in check ? `at most ${check.max}` : `at least ${check.min}`
  return `${check.route}: ${check.name} is ${check.actual ?? 'missing'}, budget ${limit}`
}

function auditLine(audit) {
  const detail = audit.displayValue
    ? ` (${audit.displayValue})`
    : audit.error
      ? ` (error: ${audit.error})`
      : ''
  const weight = audit.weight ? ` [weight ${audit.weight}]` : ''
  return `  - ${audit.id}: ${audit.title}${detail}${weight}`
}

/**
 * The lines to print after the table: broken budgets, then the audits behind each broken score. Scores
 * under 100 that are within budget keep their audits in results.json only, so the output stays short.
 */
export function formatFindings(rows, checks) {
  const lines = []
  const broken = checks.filter((check) => !check.pass)
  lines.push(broken.length ? `\n${broken.length} budget(s) broken:` : '\nAll budgets pass.')
  for (const check of broken) lines.push(`  ✗ ${describe(check)}`)
  for (const row of rows) {
    for (const [category, audits] of Object.entries(row.lighthouse.failingAudits)) {
      const actual = row.lighthouse.scores[category]
      if (audits.length === 0 || actual >= BUDGETS.everyRoute[category]) continue
      lines.push(`\n${row.path} · ${CATEGORY_LABELS[category]} ${score(actual)}, failing audits:`)
      lines.push(...audits.map(auditLine))
    }
  }
  lines.push('\nEvery score under 100 lists its failing audits in bench/results.json.')
  return lines.join('\n')
}
