/**
 * The budgets from the performance issue, the checks against them, and the plain-text table. Byte budgets
 * use decimal kilobytes (1 kB = 1000 bytes), as the table prints them.
 */
import { CATEGORIES, median } from './lighthouse-audit.mjs'
import { LONG_TASK_MS } from './long-tasks.mjs'

export const BUDGETS = {
  home: { path: '/', jsGzipBytes: 110_000, cssGzipBytes: 20_000 },
  everyRoute: {
    scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
    // Lighthouse's Total Blocking Time, median of its runs.
    tbtMs: 150,
    // Tasks over 50 ms of main-thread work (bench/long-tasks.mjs) at 1x CPU, in the worst of the loads: none
    // of the app's (its start, hydration and effects), and none in the browser's own first parse, style and
    // layout of the prerendered page before any app code arrives.
    longTasks: 0,
    firstRenderLongestMs: 50,
  },
  cardResponse: { path: '/mojo-me', medianMs: 50 },
  // A workshop's group view with 500 participants, from mounting to its summary on screen, 1x CPU.
  groupView: { path: '/workshop', medianMs: 200 },
  // The room's card, as a 1920x1080 picture and a one-page PDF, each made in under a second (median
  // of the presses after the first, 1x CPU), from the tablets' group view of 500.
  roomCard: { path: '/workshop', medianMs: 1000 },
  // The share dialog's story and post images and PDF, each made in under a second (median of its
  // presses at 1x CPU), the images under 1 MB and the PDF under 500 kB.
  cardExport: { path: '/result', medianMs: 1000, imageBytes: 1_000_000, pdfBytes: 500_000 },
}

const CATEGORY_LABELS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
}

const atMost = (route, name, actual, max, extra = {}) => ({
  route,
  name,
  actual,
  max,
  ...extra,
  pass: actual !== null && actual <= max,
})

/**
 * Whether a score under its minimum fails only because the page keeps itself out of search engines on
 * purpose (`noindex`): Lighthouse's SEO category counts that as "not crawlable", whatever else holds.
 */
function failsOnlyForNoindex(row, id) {
  const failing = row.lighthouse.failingAudits?.[id] ?? []
  return row.noindex === true && id === 'seo' && failing.every((audit) => audit.id === 'is-crawlable')
}

/** The checks every route gets: its scores, its Total Blocking Time and its long tasks during load. */
function routeChecks(row) {
  const { scores, tbtMs, longTasks, firstRenderLongestMs } = BUDGETS.everyRoute
  const checks = CATEGORIES.map((id) => {
    const actual = row.lighthouse.scores[id]
    const noindex = failsOnlyForNoindex(row, id)
    return {
      route: row.path,
      name: `Lighthouse ${CATEGORY_LABELS[id]}`,
      actual,
      min: scores[id],
      pass: actual !== null && (actual >= scores[id] || noindex),
      ...(noindex ? { detail: 'noindex on purpose, every other SEO audit passes' } : {}),
    }
  })
  const tbt = row.lighthouse.tbt === null ? null : Math.round(row.lighthouse.tbt)
  checks.push(atMost(row.path, 'Lighthouse Total Blocking Time (median ms)', tbt, tbtMs))
  const { maxCount, longestMs, longestWallMs, hydratedLoads, loads, firstRender } = row.longTasks
  const name = `the app's tasks over ${LONG_TASK_MS} ms of main-thread work during load (most in one load)`
  const detail = `longest ${longestMs} ms of work, ${longestWallMs} ms by the wall clock, ${loads.length} loads at 1x CPU`
  checks.push(atMost(row.path, name, maxCount, longTasks, { detail }))
  const firstRenderName = "longest task of the document's first render, before the app code (ms of work)"
  const firstRenderDetail = `${firstRender.longestWallMs} ms by the wall clock`
  checks.push(
    atMost(row.path, firstRenderName, firstRender.longestMs, firstRenderLongestMs, {
      detail: firstRenderDetail,
    }),
  )
  // A page that never hydrates has no hydration work to report, so its zero must not pass for clean.
  checks.push({
    route: row.path,
    name: 'loads that hydrated before the cap',
    actual: hydratedLoads,
    min: loads.length,
    pass: hydratedLoads === loads.length,
  })
  return checks
}

/**
 * Every budget as a named check with its actual value, its limit and whether it passed. With `partial`
 * (only some routes benched) a missing home page, key-press or group-view measurement is not a failure.
 */
export function checkBudgets(rows, cardResponse, groupView, cardExport, { partial = false } = {}) {
  const checks = []
  if (cardExport || !partial) {
    const { path, medianMs, imageBytes, pdfBytes } = BUDGETS.cardExport
    for (const file of ['story', 'post', 'pdf']) {
      const made = cardExport?.[file]
      const detail = made ? `first press ${made.firstMs} ms` : undefined
      checks.push(atMost(path, `${file} made (median ms)`, made?.medianMs ?? null, medianMs, { detail }))
      const maxBytes = file === 'pdf' ? pdfBytes : imageBytes
      checks.push(atMost(path, `${file} file (bytes)`, made?.bytes ?? null, maxBytes))
    }
  }
  if (groupView || !partial) {
    const name = `group view of ${groupView?.participants ?? 500} participants (median ms)`
    checks.push(atMost(BUDGETS.groupView.path, name, groupView?.medianMs ?? null, BUDGETS.groupView.medianMs))
    for (const file of ['png', 'pdf']) {
      const made = groupView?.roomCard?.[file]?.medianMs ?? null
      checks.push(
        atMost(BUDGETS.roomCard.path, `room card ${file} made (median ms)`, made, BUDGETS.roomCard.medianMs),
      )
    }
  }
  const { path, medianMs } = BUDGETS.cardResponse
  if (cardResponse || !partial) {
    const name = 'key press to next card (median ms)'
    checks.push(atMost(path, name, cardResponse?.medianMs ?? null, medianMs))
  }
  const home = rows.find((row) => row.path === BUDGETS.home.path)
  if (home) {
    checks.push(atMost(home.path, 'first-load JS (gzip bytes)', home.firstLoad.js, BUDGETS.home.jsGzipBytes))
    checks.push(
      atMost(home.path, 'first-load CSS (gzip bytes)', home.firstLoad.css, BUDGETS.home.cssGzipBytes),
    )
  } else if (!partial) {
    checks.push({ route: BUDGETS.home.path, name: 'home page present', actual: null, min: 1, pass: false })
  }
  for (const row of rows) checks.push(...routeChecks(row))
  return checks
}

/** The median of Lighthouse's CPU benchmark over every run of every route: how fast this machine was. */
export function medianBenchmarkIndex(rows) {
  return median(rows.flatMap((row) => row.lighthouse.runs.map((run) => run.benchmarkIndex)))
}

/** Lighthouse warns that a machine under this benchmark index is too slow for its scores to hold. */
const SLOW_CPU_BENCHMARK_INDEX = 1000

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
  { title: 'App long tasks', cell: (row) => String(row.longTasks.maxCount) },
  { title: 'Longest ms', cell: (row) => ms(row.longTasks.longestMs) },
  { title: 'First render ms', cell: (row) => ms(row.longTasks.firstRender.longestMs) },
]

/** What the long-task columns count, and how fast the machine was: every timing scales with it. */
function tableFooter(rows, longTaskLoads) {
  const index = medianBenchmarkIndex(rows)
  const shown = index === null ? '–' : Math.round(index)
  const busy = index !== null && index < SLOW_CPU_BENCHMARK_INDEX
  return [
    `App long tasks: the most tasks over ${LONG_TASK_MS} ms of main-thread work that the app ran in any one of ${longTaskLoads} loads at 1x CPU; Longest ms: the app's longest task.`,
    `First render ms: the longest task before the app code arrived (the browser parsing, styling and laying out the prerendered page). Both count the main thread's work, not the wall clock.`,
    `Lighthouse CPU benchmark index ${shown} (median of every run)${busy ? ': a busy or slow machine, so every timing runs high' : ''}.`,
  ]
}

/** An aligned table: text left, numbers right, so columns compare at a glance; then what it measured on. */
export function formatTable(rows, { longTaskLoads }) {
  const cells = [COLUMNS.map((column) => column.title), ...rows.map((row) => COLUMNS.map((c) => c.cell(row)))]
  const widths = COLUMNS.map((_, index) => Math.max(...cells.map((line) => line[index].length)))
  const line = (values) =>
    values
      .map((value, index) =>
        COLUMNS[index].left ? value.padEnd(widths[index]) : value.padStart(widths[index]),
      )
      .join('  ')
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(cells[0]), rule, ...cells.slice(1).map(line), ...tableFooter(rows, longTaskLoads)].join('\n')
}

function describe(check) {
  const limit = 'max' in check ? `at most ${check.max}` : `at least ${check.min}`
  const detail = check.detail ? ` (${check.detail})` : ''
  return `${check.route}: ${check.name} is ${check.actual ?? 'missing'}${detail}, budget ${limit}`
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
 * under 100 that are within budget keep their audits in bench/latest.json only, so the output stays short.
 */
export function formatFindings(rows, checks) {
  const lines = []
  const broken = checks.filter((check) => !check.pass)
  lines.push(broken.length ? `\n${broken.length} budget(s) broken:` : '\nAll budgets pass.')
  for (const check of broken) lines.push(`  ✗ ${describe(check)}`)
  for (const row of rows) {
    for (const [category, audits] of Object.entries(row.lighthouse.failingAudits)) {
      const actual = row.lighthouse.scores[category]
      if (audits.length === 0 || actual >= BUDGETS.everyRoute.scores[category]) continue
      lines.push(`\n${row.path} · ${CATEGORY_LABELS[category]} ${score(actual)}, failing audits:`)
      lines.push(...audits.map(auditLine))
    }
  }
  lines.push('\nEvery score under 100 lists its failing audits in bench/latest.json.')
  return lines.join('\n')
}
