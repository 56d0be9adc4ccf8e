/**
 * `npm run bench`: builds the site for the origin it will be audited on, serves dist/ with gzip like the
 * static host, measures each prerendered route's first-load JS and CSS and its Lighthouse mobile scores,
 * prints a table, writes bench/results.json and exits 1 when a budget breaks. `--no-build` reuses dist/.
 */
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createSiteServer } from '../scripts/site-server.mjs'
import { measureCardResponse } from './card-response.mjs'
import { firstLoadBytes } from './first-load.mjs'
import { auditUrl, launchChromium } from './lighthouse-audit.mjs'
import { BUDGETS, checkBudgets, formatFindings, formatTable } from './report.mjs'
import { builtOrigin, prerenderedRoutes } from './site-routes.mjs'

const DIST = 'dist'
const RESULTS_FILE = 'bench/results.json'
const REPORTS_DIR = 'bench/.lighthouse'
const RUNS = 3
// The origin is baked into canonical URLs at build time, so the port is fixed before building.
const port = Number(process.env.BENCH_PORT ?? 4319)
const origin = `http://localhost:${port}`
const skipBuild = process.argv.includes('--no-build')

function assertPortFree() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`Port ${port} is in use; set BENCH_PORT to a free port.`)))
    probe.listen(port, () => probe.close(resolve))
  })
}

/** Runs the build quietly and shows its output only when it fails, to keep the report readable. */
function build() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { env: { ...process.env, VITE_SITE_URL: origin } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`npm run build failed (exit ${code}):\n${output}`))
    })
  })
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0)
const reportName = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'))

async function main() {
  const started = performance.now()
  await assertPortFree()
  if (skipBuild) {
    const built = builtOrigin(DIST)
    if (built !== origin)
      console.warn(`dist/ was built for ${built}, not ${origin}: canonical audits will fail.`)
  } else {
    console.log(`Building for ${origin}…`)
    await build()
    console.log(`Built in ${seconds(started)} s.`)
  }

  const routes = prerenderedRoutes(DIST).filter((route) => route.path !== '/404')
  if (routes.length === 0) throw new Error(`No prerendered pages found in ${DIST}/`)
  const server = createSiteServer({ root: DIST })
  await new Promise((resolve) => server.listen(port, resolve))
  const chrome = await launchChromium()
  await mkdir(REPORTS_DIR, { recursive: true })

  const rows = []
  let cardResponse
  try {
    for (const route of routes) {
      const routeStarted = performance.now()
      const firstLoad = await firstLoadBytes(DIST, route.path, route.htmlFile)
      const { htmlReport, ...lighthouse } = await auditUrl(`${origin}${route.path}`, {
        port: chrome.port,
        runs: RUNS,
      })
      await writeFile(join(REPORTS_DIR, `${reportName(route.path)}.html`), htmlReport)
      rows.push({ path: route.path, firstLoad, lighthouse })
      const { scores, benchmarkIndex } = lighthouse
      const took = `${RUNS} runs in ${seconds(routeStarted)} s, CPU benchmark ${benchmarkIndex}`
      console.log(`  ${route.path}: performance ${scores.performance} (${took})`)
    }
    cardResponse = await measureCardResponse(origin)
    console.log(
      `  /mojo-me: key press to next card, median ${cardResponse.medianMs} ms at ${cardResponse.cpuSlowdown}x CPU slowdown`,
    )
  } finally {
    chrome.kill()
    server.close()
  }

  const checks = checkBudgets(rows, cardResponse)
  const passed = checks.every((check) => check.pass)
  console.log(`\n${formatTable(rows)}`)
  console.log(formatFindings(rows, checks))
  const results = {
    date: new Date().toISOString(),
    origin,
    lighthouseRunsPerRoute: RUNS,
    durationSeconds: Number(seconds(started)),
    budgets: BUDGETS,
    passed,
    checks,
    cardResponse,
    routes: rows,
  }
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  console.log(
    `\nWrote ${RESULTS_FILE} and HTML reports in ${REPORTS_DIR}/ (${results.durationSeconds} s in all).`,
  )
  return passed
}

main().then(
  (passed) => (process.exitCode = passed ? 0 : 1),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  },
)
