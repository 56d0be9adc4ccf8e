/**
 * Long tasks while a prerendered page loads and hydrates, at 1x CPU: each route is loaded a few times in a
 * fresh browser context (no cache, no service worker) under a Chromium trace. A load ends once React has
 * hydrated the page's heading and the network has been idle for QUIET_MS (the parts that hydrate after the
 * page is live fetch their code first), or at the hard cap.
 *
 * A task's length is the time the page's main thread spent working on it (the trace's thread time), with
 * its wall-clock length kept beside it. On a 2-core machine the browser's other processes, its background
 * script compiler and the local server take the CPU from the page in the middle of a task, so the wall clock
 * (what the Long Tasks API reports) measured 50-150 ms for tasks that did 15-35 ms of work, and flipped the
 * budget from run to run. The work is what the page asks of a phone's core; Lighthouse's Total Blocking Time
 * under 4x CPU slowdown stays the wall-clock check.
 *
 * Tasks are told apart by when the app's start-up code arrived: a task that began before then cannot have
 * run the app, so it is the browser's own first parse, style and layout of the prerendered document.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'

/** A task is long when the main thread works on it for over 50 ms (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50
/** Tasks shorter than this in both clocks are left out of a load's record. */
const RECORDED_TASK_MS = 30
const QUIET_MS = 1500
const CAP_MS = 30_000
const POLL_MS = 100
/** What Lighthouse traces: the main thread's tasks with their thread time, and the page's requests. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline']
const START_APP_SCRIPT = /\/start-app-[\w-]+\.js$/

/** Whether React has hydrated the page's heading. */
function headingHydrated() {
  const heading = document.querySelector('h1')
  return Boolean(heading) && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
}

/** Counts requests in flight, so a load waits for the chunks and data the app fetches after hydrating. */
function trackNetwork(page) {
  const network = { inFlight: 0, changedAt: performance.now() }
  const change = (delta) => () => {
    network.inFlight += delta
    network.changedAt = performance.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return network
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const toMs = (microseconds) => Math.round(microseconds / 1000)
const longest = (tasks, clock = 'workMs') => Math.max(0, ...tasks.map((task) => task[clock]))

/** Waits until the page has hydrated and gone quiet, or the cap; whether it hydrated and settled. */
async function waitForQuiet(page, network) {
  const started = performance.now()
  let hydratedAt = null
  while (performance.now() - started < CAP_MS) {
    // A poll can fail while the document is being replaced; the next one sees the new page.
    const hydrated = await page.evaluate(headingHydrated).catch(() => false)
    if (hydrated) hydratedAt ??= performance.now()
    const now = performance.now()
    const networkQuiet = network.inFlight <= 0 && now - network.changedAt >= QUIET_MS
    if (hydratedAt !== null && now - hydratedAt >= QUIET_MS && networkQuiet)
      return { hydrated: true, settled: true }
    await pause(POLL_MS)
  }
  return { hydrated: hydratedAt !== null, settled: false }
}

/**
 * The page's main-thread tasks from a trace of its load, with start times in ms since the document began
 * parsing, and when the app's start-up code had arrived on that clock (null if it never did).
 */
export function tasksFromTrace(events, url) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url)
  if (!parse) return { tasks: [], appCodeAtMs: null }
  const onMainThread = (event) => event.pid === parse.pid && event.tid === parse.tid
  const startAppRequest = events.find(
    (event) => event.name === 'ResourceSendRequest' && START_APP_SCRIPT.test(event.args?.data?.url ?? ''),
  )
  const startAppFinish =
    startAppRequest &&
    events.find(
      (event) =>
        event.name === 'ResourceFinish' &&
        event.args?.data?.requestId === startAppRequest.args.data.requestId,
    )
  const tasks = events
    // A task still running when the trace stopped has no duration yet.
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        onMainThread(event) &&
        event.ts >= parse.ts - 1000 &&
        typeof event.dur === 'number',
    )
    .map((event) => ({
      startMs: toMs(event.ts - parse.ts),
      workMs: toMs(event.tdur ?? event.dur),
      wallMs: toMs(event.dur),
    }))
  return { tasks, appCodeAtMs: startAppFinish ? toMs(startAppFinish.ts - parse.ts) : null }
}

async function loadOnce(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(CAP_MS)
    const network = trackNetwork(page)
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    // Only the wait below decides when the load is over, so a page that never finishes meets the cap.
    await page.goto(url, { waitUntil: 'commit' })
    const { hydrated, settled } = await waitForQuiet(page, network)
    const trace = JSON.parse((await browser.stopTracing()).toString())
    const { tasks, appCodeAtMs } = tasksFromTrace(trace.traceEvents, url)
    const appCodeAt = appCodeAtMs ?? Infinity
    const long = (task) => task.workMs > LONG_TASK_MS
    const fromApp = tasks.filter((task) => task.startMs >= appCodeAt)
    const documentOwn = tasks.filter((task) => task.startMs < appCodeAt)
    return {
      count: fromApp.filter(long).length,
      longestMs: longest(fromApp),
      longestWallMs: longest(fromApp, 'wallMs'),
      firstRender: {
        count: documentOwn.filter(long).length,
        longestMs: longest(documentOwn),
        longestWallMs: longest(documentOwn, 'wallMs'),
      },
      tasks: tasks.filter((task) => Math.max(task.workMs, task.wallMs) > RECORDED_TASK_MS),
      appCodeAtMs,
      hydrated,
      settled,
    }
  } finally {
    await context.close()
  }
}

/** Starts the browser that `measureLongTasks` loads pages in; the caller closes it. */
export function launchLongTaskBrowser() {
  return chromium.launch(chromiumLaunchOptions())
}

/**
 * Loads `url` `loads` times; the most long tasks any load had and the longest task of all lead, for the
 * app's tasks and for the document's own first render, in work and in wall-clock time.
 */
export async function measureLongTasks(browser, url, { loads = 3 } = {}) {
  const results = []
  for (let load = 0; load < loads; load++) results.push(await loadOnce(browser, url))
  return {
    maxCount: Math.max(...results.map((result) => result.count)),
    longestMs: Math.max(...results.map((result) => result.longestMs)),
    longestWallMs: Math.max(...results.map((result) => result.longestWallMs)),
    firstRender: {
      maxCount: Math.max(...results.map((result) => result.firstRender.count)),
      longestMs: Math.max(...results.map((result) => result.firstRender.longestMs)),
      longestWallMs: Math.max(...results.map((result) => result.firstRender.longestWallMs)),
    },
    hydratedLoads: results.filter((result) => result.hydrated).length,
    loads: results,
  }
}
