/**
 * Long tasks while a prerendered page loads and hydrates, at 1x CPU: each route is loaded a few times in a
 * fresh browser context (no cache, no service worker), with a `longtask` PerformanceObserver that an init
 * script installs before any page script runs. A load ends once React has hydrated the page's heading,
 * no long task has arrived for QUIET_MS and the network is idle, or at the hard cap.
 *
 * Tasks are told apart by when the app's start-up code arrived: a task that began before then cannot have
 * run the app, so it is the browser's own first parse, style and layout of the prerendered document.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'

/** A task is long when it runs over 50 ms (the Long Tasks API reports no shorter ones). */
export const LONG_TASK_MS = 50
const QUIET_MS = 1500
const NETWORK_QUIET_MS = 500
const CAP_MS = 30_000
const POLL_MS = 100

/** Runs in the page before any of its scripts and keeps every long task the page reports. */
function observeLongTasks() {
  const tasks = []
  const app = { arrivedAt: null }
  Object.defineProperty(window, '__benchLongTasks', { value: tasks })
  Object.defineProperty(window, '__benchAppCode', { value: app })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ startTime: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (/\/start-app-[\w-]+\.js$/.test(entry.name)) app.arrivedAt ??= entry.responseEnd
  }).observe({ type: 'resource', buffered: true })
}

/** The page's side of a poll: its long tasks so far, its clock, and whether React owns the heading. */
function pageState() {
  const heading = document.querySelector('h1')
  return {
    now: performance.now(),
    tasks: window.__benchLongTasks ?? [],
    appCodeAt: window.__benchAppCode?.arrivedAt ?? null,
    hydrated: Boolean(heading) && Object.keys(heading).some((key) => key.startsWith('__reactFiber')),
  }
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
const longest = (tasks) => Math.max(0, ...tasks.map((task) => task.durationMs))

async function loadOnce(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    await context.addInitScript(observeLongTasks)
    const page = await context.newPage()
    page.setDefaultTimeout(CAP_MS)
    const network = trackNetwork(page)
    const started = performance.now()
    // Only the loop below waits, so a page that never finishes loading meets the cap instead of an error.
    await page.goto(url, { waitUntil: 'commit' })
    let state = { now: 0, tasks: [], appCodeAt: null, hydrated: false }
    let hydratedAt = null
    let settled = false
    while (performance.now() - started < CAP_MS) {
      // A poll can fail while the document is being replaced; the next one sees the new page.
      state = await page.evaluate(pageState).catch(() => state)
      if (state.hydrated && hydratedAt === null) hydratedAt = state.now
      // Quiet is counted from hydration too, so the work React's effects start afterwards is waited for.
      const lastTaskEnd = Math.max(0, ...state.tasks.map((task) => task.startTime + task.duration))
      const quietMs = state.now - Math.max(lastTaskEnd, hydratedAt ?? Infinity)
      const networkIdle = network.inFlight <= 0 && performance.now() - network.changedAt >= NETWORK_QUIET_MS
      if (quietMs >= QUIET_MS && networkIdle) {
        settled = true
        break
      }
      await pause(POLL_MS)
    }
    // Start times are on the page's clock (0 = navigation start), to tell parsing from hydration.
    const tasks = state.tasks
      .filter((task) => task.duration > LONG_TASK_MS)
      .map((task) => ({ startMs: Math.round(task.startTime), durationMs: Math.round(task.duration) }))
    const appCodeAt = state.appCodeAt ?? Infinity
    const fromApp = tasks.filter((task) => task.startMs >= appCodeAt)
    const documentOwn = tasks.filter((task) => task.startMs < appCodeAt)
    return {
      count: fromApp.length,
      longestMs: longest(fromApp),
      firstRender: { count: documentOwn.length, longestMs: longest(documentOwn) },
      tasks,
      appCodeAtMs: state.appCodeAt === null ? null : Math.round(state.appCodeAt),
      hydrated: hydratedAt !== null,
      hydratedAtMs: hydratedAt === null ? null : Math.round(hydratedAt),
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
 * app's tasks and for the document's own first render.
 */
export async function measureLongTasks(browser, url, { loads = 3 } = {}) {
  const results = []
  for (let load = 0; load < loads; load++) results.push(await loadOnce(browser, url))
  return {
    maxCount: Math.max(...results.map((result) => result.count)),
    longestMs: Math.max(...results.map((result) => result.longestMs)),
    firstRender: {
      maxCount: Math.max(...results.map((result) => result.firstRender.count)),
      longestMs: Math.max(...results.map((result) => result.firstRender.longestMs)),
    },
    hydratedLoads: results.filter((result) => result.hydrated).length,
    loads: results,
  }
}
