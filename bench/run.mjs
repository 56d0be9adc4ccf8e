/**
 * `npm run bench`: builds the site for the origin it will be audited on, serves dist/ with gzip like the
 * static host, measures each prerendered route's first-load JS and CSS, its Lighthouse mobile scores and
 * the long tasks while it loads at 1x CPU, prints a table, writes bench/latest.json (bench/results-file.mjs;
 * `--baseline` also bench/baseline.json) and exits 1 when a budget breaks. `--no-build` reuses dist/; `--routes=/,/intake` benches only those routes (the key-press
 * timing runs only when /mojo-me is one of them, the group view's only with /workshop, the card's exports
 * only with /result). A full run also times the card link's preview picture, drawn by the Worker in workerd
 * (bench/card-preview.mjs), and loads a live room on the local Worker (bench/room-load.mjs); `--rooms-only`
 * runs just that on the existing dist/ and updates only its part of bench/latest.json.
 */
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createSiteServer } from '../scripts/site-server.mjs'
import { attendeePathChecks, formatAttendeePath, measureAttendeePath } from './attendee-path.mjs'
import { measureCardExport } from './card-export.mjs'
import { cardPreviewChecks, CARD_PREVIEW_BUDGET, measureCardPreview } from './card-preview.mjs'
import { measureCardResponse } from './card-response.mjs'
import { measureFirstLoad } from './first-load.mjs'
import { measureGroupView } from './group-view.mjs'
import { auditUrl, launchChromium } from './lighthouse-audit.mjs'
import { launchLongTaskBrowser, measureLongTasks } from './long-tasks.mjs'
import { measureRoomLoad, ROOM_LOAD, ROOM_SCENARIOS, roomLoadChecks } from './room-load.mjs'
import { BUDGETS, checkBudgets, formatFindings, formatTable, medianBenchmarkIndex } from './report.mjs'
import { BASELINE_FILE, LATEST_FILE, readLatest, writeResults } from './results-file.mjs'
import { builtOrigin, isNoindex, prerenderedRoutes } from './site-routes.mjs'

const DIST = 'dist'
const REPORTS_DIR = 'bench/.lighthouse'
const RUNS = 3
const LONG_TASK_LOADS = 3
// The origin is baked into canonical URLs at build time, so the port is fixed before building.
const port = Number(process.env.BENCH_PORT ?? 4319)
const origin = `http://localhost:${port}`
/** Where the room scenario's `wrangler dev` listens. */
const roomsPort = Number(process.env.ROOMS_BENCH_PORT ?? 8799)

/** `--no-build`, `--routes=/,/intake` and the like; anything else is a typo the developer should hear about. */
function parseArgs(args) {
  const options = { skipBuild: false, routes: null, roomsOnly: false, attendeeOnly: false, baseline: false }
  for (const arg of args) {
    if (arg === '--no-build') options.skipBuild = true
    else if (arg === '--baseline') options.baseline = true
    else if (arg === '--rooms-only') options.roomsOnly = true
    else if (arg === '--attendee-only') options.attendeeOnly = true
    else if (arg.startsWith('--routes='))
      options.routes = arg
        .slice('--routes='.length)
        .split(',')
        .map((path) => path.trim().replace(/(.)\/$/, '$1'))
        .filter(Boolean)
    else
      throw new Error(
        `Unknown option ${arg}; use --no-build, --routes=/,/intake, --rooms-only, --attendee-only and --baseline`,
      )
  }
  if (options.routes?.length === 0) throw new Error('--routes= needs a comma-separated list of paths')
  return options
}

/** The prerendered routes to bench: all of them, or the ones `--routes` names, in the usual order. */
function chooseRoutes(all, wanted) {
  if (!wanted) return all
  const unknown = wanted.filter((path) => !all.some((route) => route.path === path))
  if (unknown.length)
    throw new Error(
      `Not a prerendered route: ${unknown.join(', ')}. Routes: ${all.map((route) => route.path).join(', ')}`,
    )
  return all.filter((route) => wanted.includes(route.path))
}

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
    // Without NODE_ENV, as `npm run build` runs anywhere else: a module the bench imports sets it to
    // "development", and a build that inherits it ships React's development build.
    const env = { ...process.env }
    delete env.NODE_ENV
    const child = spawn('npm', ['run', 'build'], { env: { ...env, VITE_SITE_URL: origin } })
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

/** The live room under load, in each scenario: runs them, prints what each found, and returns them with their checks. */
async function benchRooms() {
  const rooms = []
  for (const scenario of ROOM_SCENARIOS) {
    console.log(
      `  /api/rooms (${scenario.name}): ${scenario.attendees} phones${scenario.venue ? ' behind one address, 5 % offline for 30 s, one screen reconnecting' : ', each from its own address'}${scenario.typoShare ? `, ${Math.round(scenario.typoShare * 100)} % typing a wrong code first` : ''}, ${ROOM_LOAD.screens} screens, on wrangler dev with the deployed limits…`,
    )
    const result = await measureRoomLoad(scenario, { site: DIST, port: roomsPort })
    console.log(
      `  /api/rooms (${scenario.name}): ${result.joined} joined (wait p95 ${result.joinP95Ms} ms; answers ${JSON.stringify(result.joinAnswers)}${scenario.typoShare ? `; typos answered ${JSON.stringify(result.typoAnswers)}` : ''}) and ${result.accepted} cards accepted in ${result.sendMs} ms; screens received ${result.receivedPerScreen.join(', ')} (${result.duplicates} twice) and show ${result.shownPerScreen.join(', ')}; first send to every screen p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms; other answers to cards ${JSON.stringify(result.otherAnswers)}`,
    )
    rooms.push(result)
  }
  return { rooms, checks: rooms.flatMap(roomLoadChecks) }
}

/** `--rooms-only`: the room scenario alone, written into the latest run's results. */
async function mainRoomsOnly(options) {
  const { rooms, checks } = await benchRooms()
  const previous = await readLatest()
  const otherChecks = (previous.checks ?? []).filter((check) => !check.route.startsWith('/api/rooms'))
  const passed = checks.every((check) => check.pass)
  const results = {
    ...previous,
    passed: otherChecks.every((check) => check.pass) && passed,
    checks: [...otherChecks, ...checks],
    rooms: { date: new Date().toISOString(), scenarios: rooms },
  }
  await writeResults(results, options)
  for (const check of checks) console.log(`  ${check.pass ? 'ok  ' : 'FAIL'} ${check.name}: ${check.actual}`)
  console.log(`\nWrote the rooms part of ${resultsWritten(options)}.`)
  return passed
}
/** `--attendee-only`: an attendee's path through a join link alone, on dist/ as built. */
async function mainAttendeeOnly(options) {
  await assertPortFree()
  const server = createSiteServer({ root: DIST })
  await new Promise((resolve) => server.listen(port, resolve))
  const browser = await launchLongTaskBrowser()
  try {
    const attendee = await measureAttendeePath(browser, origin, DIST)
    const checks = attendeePathChecks(attendee)
    console.log(formatAttendeePath(attendee, checks))
    const previous = await readLatest()
    const otherChecks = (previous.checks ?? []).filter((check) => check.route !== '/join/{code}')
    const passed = checks.every((check) => check.pass)
    await writeResults(
      {
        ...previous,
        passed: otherChecks.every((check) => check.pass) && passed,
        checks: [...otherChecks, ...checks],
        attendee: { date: new Date().toISOString(), ...attendee },
      },
      options,
    )
    return passed
  } finally {
    await browser.close()
    server.close()
  }
}

const resultsWritten = (options) => (options.baseline ? `${LATEST_FILE} and ${BASELINE_FILE}` : LATEST_FILE)

const reportName = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'))

async function main() {
  const started = performance.now()
  const options = parseArgs(process.argv.slice(2))
  if (options.roomsOnly) return mainRoomsOnly(options)
  if (options.attendeeOnly) return mainAttendeeOnly(options)
  await assertPortFree()
  if (options.skipBuild) {
    const built = builtOrigin(DIST)
    if (built !== origin)
      console.warn(`dist/ was built for ${built}, not ${origin}: canonical audits will fail.`)
  } else {
    console.log(`Building for ${origin}…`)
    await build()
    console.log(`Built in ${seconds(started)} s.`)
  }

  const allRoutes = prerenderedRoutes(DIST).filter((route) => route.path !== '/404')
  if (allRoutes.length === 0) throw new Error(`No prerendered pages found in ${DIST}/`)
  const routes = chooseRoutes(allRoutes, options.routes)
  const partial = routes.length < allRoutes.length
  const server = createSiteServer({ root: DIST })
  await new Promise((resolve) => server.listen(port, resolve))
  const chrome = await launchChromium()
  let longTaskBrowser
  await mkdir(REPORTS_DIR, { recursive: true })

  const rows = []
  let cardResponse
  let groupView
  let cardExport
  let cardPreview
  let attendee
  try {
    longTaskBrowser = await launchLongTaskBrowser()
    for (const route of routes) {
      const routeStarted = performance.now()
      const url = `${origin}${route.path}`
      const firstLoad = await measureFirstLoad(longTaskBrowser, url, DIST)
      const { htmlReport, ...lighthouse } = await auditUrl(url, { port: chrome.port, runs: RUNS })
      await writeFile(join(REPORTS_DIR, `${reportName(route.path)}.html`), htmlReport)
      const longTasks = await measureLongTasks(longTaskBrowser, url, { loads: LONG_TASK_LOADS })
      const noindex = isNoindex(DIST, route.htmlFile)
      rows.push({ path: route.path, noindex, firstLoad, lighthouse, longTasks })
      const { scores, benchmarkIndex } = lighthouse
      const tasks = `${longTasks.maxCount} app long tasks, first render ${longTasks.firstRender.longestMs} ms`
      const took = `${RUNS} runs and ${LONG_TASK_LOADS} loads in ${seconds(routeStarted)} s, CPU benchmark ${benchmarkIndex}`
      console.log(`  ${route.path}: performance ${scores.performance}, ${tasks} (${took})`)
      const unsettled = longTasks.loads.filter((load) => !load.settled).length
      if (unsettled)
        console.warn(
          `  ${route.path}: ${unsettled} load(s) still busy at the cap; long tasks may be undercounted`,
        )
    }
    if (!partial || routes.some((route) => route.path === BUDGETS.cardResponse.path)) {
      cardResponse = await measureCardResponse(origin)
      console.log(
        `  /mojo-me: key press to next card, median ${cardResponse.medianMs} ms at ${cardResponse.cpuSlowdown}x CPU slowdown`,
      )
    }
    if (!partial || routes.some((route) => route.path === BUDGETS.groupView.path)) {
      groupView = await measureGroupView(origin)
      console.log(
        `  /workshop: group view of ${groupView.participants} participants, median ${groupView.medianMs} ms at 1x CPU; room card png median ${groupView.roomCard.png.medianMs} ms, pdf median ${groupView.roomCard.pdf.medianMs} ms`,
      )
    }
    if (!partial || routes.some((route) => route.path === BUDGETS.cardExport.path)) {
      cardExport = await measureCardExport(origin)
      const made = Object.entries(cardExport).map(
        ([file, { medianMs, firstMs, bytes }]) =>
          `${file} median ${medianMs} ms (first ${firstMs} ms), ${Math.round(bytes / 1000)} kB`,
      )
      console.log(`  /result: the card's files at 1x CPU: ${made.join('; ')}`)
    }
    // An attendee's path through a join link and the card link's preview picture: only on a full run.
    if (!partial) {
      attendee = await measureAttendeePath(longTaskBrowser, origin, DIST)
      console.log(formatAttendeePath(attendee, attendeePathChecks(attendee)))
    }
    if (!partial) {
      cardPreview = await measureCardPreview(DIST)
      const { medianMs, firstMs, bytes } = cardPreview
      console.log(
        `  /c/{code}: preview picture in workerd, median ${medianMs} ms (first ${firstMs} ms), ${Math.round(bytes / 1000)} kB`,
      )
    }
  } finally {
    await longTaskBrowser?.close()
    chrome.kill()
    server.close()
  }
  const rooms = partial ? undefined : await benchRooms()

  const checks = [
    ...checkBudgets(rows, cardResponse, groupView, cardExport, { partial }),
    ...cardPreviewChecks(cardPreview, { partial }),
    ...(attendee ? attendeePathChecks(attendee) : []),
    ...(rooms?.checks ?? []),
  ]
  const passed = checks.every((check) => check.pass)
  console.log(`\n${formatTable(rows, { longTaskLoads: LONG_TASK_LOADS })}`)
  console.log(formatFindings(rows, checks))
  const results = {
    date: new Date().toISOString(),
    origin,
    // Set when `--routes` benched only some routes: such a run is not a full record.
    ...(partial ? { onlyRoutes: routes.map((route) => route.path) } : {}),
    lighthouseRunsPerRoute: RUNS,
    longTaskLoadsPerRoute: LONG_TASK_LOADS,
    benchmarkIndex: medianBenchmarkIndex(rows),
    durationSeconds: Number(seconds(started)),
    budgets: { ...BUDGETS, cardPreview: CARD_PREVIEW_BUDGET },
    passed,
    checks,
    cardResponse,
    groupView,
    cardExport,
    cardPreview,
    attendee,
    rooms: rooms && { date: new Date().toISOString(), scenarios: rooms.rooms },
    routes: rows,
  }
  await writeResults(results, options)
  console.log(
    `\nWrote ${resultsWritten(options)} and HTML reports in ${REPORTS_DIR}/ (${results.durationSeconds} s in all).`,
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
