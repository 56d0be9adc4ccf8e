/**
 * Lighthouse mobile audits (the default config: mobile form factor, simulated throttling) against one
 * shared headless Chromium. Each run opens a fresh tab and Lighthouse resets the origin's storage, cache
 * and service worker first, so reusing the browser saves start-up time without leaking state.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Starts the Chromium every run connects to; the caller kills it. */
export async function launchChromium() {
  const chromePath = chromiumPath()
  const asRoot = process.getuid?.() === 0
  return chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...(asRoot ? ['--no-sandbox'] : [])],
    logLevel: 'silent',
  })
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Audits that cost a category points (or could not run), so a developer knows what to fix. */
function failingAudits(lhr, categoryId) {
  return (
    lhr.categories[categoryId].auditRefs
      .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
      .filter((audit) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1))
      // Audits that weigh in the category score first: they are what moves the number.
      .sort((a, b) => b.weight - a.weight || a.score - b.score)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: audit.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(audit.errorMessage ? { error: audit.errorMessage } : {}),
      }))
  )
}

function summarize(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)
  const metric = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's CPU speed estimate: simulated metrics scale with it, so a busy machine shows here.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  }
}

/**
 * Runs Lighthouse `runs` times on `url` and takes the median of every score and metric separately.
 * Failing audits come from the run whose category score is the median, so they explain that number.
 */
export async function auditUrl(url, { port, runs = 3 }) {
  const results = []
  // A run that Lighthouse itself could not record (NO_NAVSTART and the like) is retried, not counted.
  const maxAttempts = runs * 2
  for (let attempt = 0; attempt < maxAttempts && results.length < runs; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    if (result.lhr.runtimeError) {
      console.warn(`  ${url}: run discarded (${result.lhr.runtimeError.code}), retrying`)
      continue
    }
    results.push({ lhr: result.lhr, html: result.report, summary: summarize(result.lhr) })
  }
  if (results.length < runs)
    throw new Error(`Lighthouse recorded only ${results.length} of ${runs} runs for ${url}`)

  const summaries = results.map((result) => result.summary)
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(summaries.map((summary) => summary.scores[id]))]),
  )
  const failing = {}
  for (const id of CATEGORIES) {
    if (scores[id] === 100) continue
    const run = results.find((result) => result.summary.scores[id] === scores[id]) ?? results[0]
    if (run.lhr.categories[id]) failing[id] = failingAudits(run.lhr, id)
  }
  // The HTML report of the median-performance run is kept for digging into details.
  const reportRun = results.find((result) => result.summary.scores.performance === scores.performance)
  return {
    scores,
    lcp: median(summaries.map((summary) => summary.lcp)),
    tbt: median(summaries.map((summary) => summary.tbt)),
    cls: median(summaries.map((summary) => summary.cls)),
    benchmarkIndex: median(summaries.map((summary) => summary.benchmarkIndex)),
    runs: summaries,
    failingAudits: failing,
    htmlReport: (reportRun ?? results[0]).html,
  }
}
