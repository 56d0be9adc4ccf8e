/**
 * First-load weight of a page: the scripts and stylesheets a visitor's browser asks for, from the request for
 * the page until the page is live (the app's `think-first:page-live` mark, `start/page-live.ts`), each gzipped
 * the way the static host sends it. What the app fetches once the page is live (the service worker's start,
 * a control's code on first use) is not part of it.
 *
 * Measured in Chromium rather than read from the build: a walk of the chunks' imports cannot know which of a
 * chunk's dynamic imports run on this page (the start-up's workshop code runs only on a workshop's tablet;
 * the matched route's chunks load before hydration, the others never), so it counted code that never loaded
 * and missed code that did. The browser fetches exactly what the page needs, in a fresh context without a
 * cache or service worker, as on a first visit.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The mark the app sets when the page is live. */
const PAGE_LIVE_MARK = 'think-first:page-live'
const CAP_MS = 30_000

/** Runs in the page once it is live: the same-origin JS and CSS asked for before then, in order. */
function requestedBeforeLive(mark) {
  const live = performance.getEntriesByName(mark)[0].startTime
  return {
    liveAtMs: Math.round(live),
    paths: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < live && new URL(entry.name).origin === location.origin)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\.(js|css)$/.test(path)),
  }
}

/** Gzip bytes of the JS and CSS `url` loads until it is live; `browser` is a Playwright Chromium. */
export async function measureFirstLoad(browser, url, distDir) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_LIVE_MARK, {
      timeout: CAP_MS,
    })
    const { liveAtMs, paths } = await page.evaluate(requestedBeforeLive, PAGE_LIVE_MARK)
    const sizes = await Promise.all(
      [...new Set(paths)].map(async (file) => ({
        file,
        gzip: gzipSync(await readFile(join(distDir, decodeURIComponent(file)))).length,
      })),
    )
    const js = sizes.filter((item) => item.file.endsWith('.js'))
    const css = sizes.filter((item) => item.file.endsWith('.css'))
    const total = (list) => list.reduce((sum, item) => sum + item.gzip, 0)
    return { js: total(js), css: total(css), liveAtMs, files: { js, css } }
  } finally {
    await context.close()
  }
}
