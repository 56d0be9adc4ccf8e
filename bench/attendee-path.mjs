/**
 * An attendee's phone on a venue's network: what it pulls when it scans a room's QR code for the first time.
 * In Chromium, no cache, gzip as the static host sends it, with the room service stood in for (only the
 * site's own files are weighed):
 * - the join page's scripts until it is live (its `think-first:page-live` mark);
 * - everything the join page and MojoMe fetch until the first card is on screen, fonts included;
 * - what the service worker then precaches on that phone, weighed as the host sends each file.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { productModule } from './product-module.mjs'

const { generateRoomKeys } = await productModule('src/domain/room/room-crypto.ts')

export const ATTENDEE_BUDGETS = {
  /** Bytes (gzip) of the join page's scripts until it is live. */
  joinScripts: 120_000,
  /** Bytes over the wire from the join link to MojoMe's first card, fonts included. */
  toFirstCard: 300_000,
  /** Bytes (gzip) a phone that came through a join link precaches. */
  precache: 400_000,
}

const CODE = 'K7QMX3'
const PAGE_LIVE_MARK = 'think-first:page-live'
const CAP_MS = 60_000

/** Answers the join page's room requests as an open room would. */
async function standInRoom(context) {
  const { publicKey } = await generateRoomKeys()
  const room = {
    code: CODE,
    name: 'Venue day',
    publicKey,
    state: 'open',
    revealed: false,
    counts: { joined: 0, started: 0, midway: 0, finished: 0, refused: 0, removed: 0 },
  }
  // A member token in the shape the app checks; the stand-in never verifies it.
  const token = `p.${crypto.randomUUID()}.${'m'.repeat(43)}`
  await context.route('**/api/rooms/**', (route) => {
    const path = new URL(route.request().url()).pathname
    if (path.endsWith('/join')) return route.fulfill({ status: 200, json: { room, token } })
    if (path.endsWith('/progress')) return route.fulfill({ status: 204 })
    return route.fulfill({ status: 200, json: room })
  })
  return `/join/${CODE}#${publicKey}`
}

/**
 * Runs in the page: every same-origin resource asked for before `until` (a performance mark's name, or a time
 * on the page's clock), with its body's bytes as sent (gzip).
 */
function resourcesBefore(until) {
  const end = typeof until === 'string' ? performance.getEntriesByName(until)[0]?.startTime : until
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  return entries
    .filter((entry) => new URL(entry.name).origin === location.origin && entry.startTime < end)
    .filter((entry) => !new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }))
}

const sum = (items) => items.reduce((total, item) => total + item.bytes, 0)

/** The join page's scripts to live, and everything to MojoMe's first card, on a first visit. */
async function measureToFirstCard(browser, origin) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })
  try {
    const link = await standInRoom(context)
    const page = await context.newPage()
    await page.goto(`${origin}${link}`)
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_LIVE_MARK, {
      timeout: CAP_MS,
    })
    const toLive = await page.evaluate(resourcesBefore, PAGE_LIVE_MARK)
    const joinScripts = toLive.filter((item) => item.path.endsWith('.js'))
    await page.getByRole('button', { name: 'Start MojoMe' }).click()
    // When the first card is on screen, read at the frame it first shows in: what loads after it is not on
    // the way to it.
    const shownAt = await page.waitForFunction(
      () => (document.querySelector('[data-card-id]') ? performance.now() : false),
      null,
      { polling: 'raf', timeout: CAP_MS },
    )
    const toCard = await page.evaluate(resourcesBefore, await shownAt.jsonValue())
    return {
      joinScripts: sum(joinScripts),
      toFirstCard: sum(toCard),
      toFirstCardFonts: sum(toCard.filter((item) => item.path.endsWith('.woff2'))),
      toFirstCardScripts: sum(toCard.filter((item) => item.path.endsWith('.js'))),
    }
  } finally {
    await context.close()
  }
}

/** The files the service worker precached on a phone that joined a room, weighed as gzip from `distDir`. */
async function measurePrecache(browser, origin, distDir) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } })
  try {
    const link = await standInRoom(context)
    const page = await context.newPage()
    await page.goto(`${origin}${link}`)
    await page.getByRole('button', { name: 'Start MojoMe' }).click()
    await page.locator('[data-card-id]').waitFor({ timeout: CAP_MS })
    await page.evaluate(() => navigator.serviceWorker.ready)
    const paths = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'))
      const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))
      return requests.flat().map((request) => new URL(request.url).pathname)
    })
    const sizes = await Promise.all(
      [...new Set(paths)].map(async (path) => {
        const file = join(distDir, decodeURIComponent(path))
        const body = await readFile(file).catch(() => readFile(`${file}.html`))
        // Fonts and pictures are sent as they are; text is gzipped by the host.
        const sent = /\.(woff2|png|jpe?g|webp|avif)$/.test(path) ? body : gzipSync(body)
        return { path, bytes: sent.length }
      }),
    )
    return { precache: sum(sizes), precacheFiles: sizes.length }
  } finally {
    await context.close()
  }
}

/** The attendee's path, measured on the site served at `origin` from `distDir`. */
export async function measureAttendeePath(browser, origin, distDir) {
  return {
    ...(await measureToFirstCard(browser, origin)),
    ...(await measurePrecache(browser, origin, distDir)),
  }
}

/** Each of the attendee's budgets as a check (bytes), in the shape bench/report.mjs gives its own. */
export function attendeePathChecks(measured) {
  return [
    ['join page scripts to interactive (gzip bytes)', measured.joinScripts, ATTENDEE_BUDGETS.joinScripts],
    ['join page and MojoMe to its first card (bytes)', measured.toFirstCard, ATTENDEE_BUDGETS.toFirstCard],
    ['precache on a phone that joined (gzip bytes)', measured.precache, ATTENDEE_BUDGETS.precache],
  ].map(([name, actual, max]) => ({ route: '/join/{code}', name, actual, max, pass: actual <= max }))
}

/** One line per check, for the console. */
export function formatAttendeePath(measured, checks) {
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
  const lines = checks.map(
    (check) =>
      `  ${check.pass ? 'ok  ' : 'FAIL'} ${check.name}: ${kB(check.actual)} (budget ${kB(check.max)})`,
  )
  lines.push(
    `       to the first card: ${kB(measured.toFirstCardScripts)} of scripts, ${kB(measured.toFirstCardFonts)} of fonts; ${measured.precacheFiles} files precached`,
  )
  return lines.join('\n')
}
