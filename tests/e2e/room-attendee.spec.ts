import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, Route } from '@playwright/test'
import { generateRoomKeys } from '../../src/domain/room-crypto'
import { offlinePartCopy, routeErrorCopy } from '../../src/content/errors'
import { attendeeRoomCopy } from '../../src/content/join/attendee-room'
import { joiningCopy, joinResumeCopy } from '../../src/content/join/joining'
import type { Room } from '../../src/domain/room-protocol'
import {
  answerCard,
  cardCounter,
  completeAssessment,
  counterText,
  pageHeading,
  PHONE,
} from './assessment-helpers'
import { resultsCopy, roundCopy } from '../../src/content/assessment'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'

/**
 * An attendee's phone on its first visit to the site (no service worker: this config blocks them), joining a
 * room the test stands in for, as tests/e2e/room-outbox.spec.ts does; tests/edge/rooms-attendee.spec.ts runs
 * the real room service.
 */
test.use({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' })

const CODE = 'K7QMX3'
const ROOM_NAME = 'Board day'
/** Screenshots for people to look at, only when asked for (SHOTS_DIR=/some/folder). */
const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** Answers the phone's room requests as a room would, keeping the ids of the results it is sent. */
async function standInRoom(page: Page) {
  const keys = await generateRoomKeys()
  const room: Room = {
    code: CODE,
    name: ROOM_NAME,
    publicKey: keys.publicKey,
    state: 'open',
    revealed: false,
    counts: { joined: 1, started: 0, midway: 0, finished: 0, refused: 0, removed: 0 },
  }
  const received: string[] = []
  const token = `p.${crypto.randomUUID()}.${'m'.repeat(43)}`
  await page.route('**/api/rooms/**', async (route: Route) => {
    const path = new URL(route.request().url()).pathname
    if (path.endsWith('/join')) return route.fulfill({ status: 200, json: { room, token } })
    if (path.endsWith('/results')) {
      received.push((route.request().postDataJSON() as { id: string }).id)
      return route.fulfill({ status: 201, json: { id: received.at(-1), duplicate: false } })
    }
    if (path.endsWith('/progress')) return route.fulfill({ status: 204 })
    return route.fulfill({ status: 200, json: room })
  })
  return { link: `/join/${CODE}#${keys.publicKey}`, received }
}

/** Joins from the link: one start screen, then straight into the first round. */
async function join(page: Page, link: string) {
  await page.goto(link)
  await expect(page.getByRole('heading', { name: `You are joining ${ROOM_NAME}` })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('button', { name: joiningCopy.start }).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
}

/** Whether the element is wholly inside the 390x844 viewport, with the page not scrolled. */
async function expectInFirstScreen(page: Page, element: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = (await element.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
}

/** The fingerprint card: the article that says it is one. */
const resultCard = (page: Page) => page.getByRole('article').filter({ hasText: resultsCopy.fingerprint })

test('a first visit that loses the network after the first card still queues the card, and it reaches the room', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/)
  const room = await standInRoom(page)
  await join(page, room.link)
  // The rest of MojoMe's code comes while the first card is read; then the venue's network goes.
  await page.waitForLoadState('networkidle')
  await page.context().setOffline(true)

  await completeAssessment(page, 'key')
  const status = page.getByTestId('room-result-status')
  await expect(status).toHaveText(attendeeRoomCopy.waiting)
  await expect(resultCard(page)).toBeVisible()
  await expect(page.getByText(routeErrorCopy.title)).toHaveCount(0)
  // The status is on the first screen with the card, whose top shows under it.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectInFirstScreen(page, status)
  expect((await resultCard(page).boundingBox())!.y).toBeLessThan(PHONE.height - 100)
  await shot(page, 'attendee-first-visit-offline-390x844')
  expect(room.received).toEqual([])

  await page.context().setOffline(false)
  await expect.poll(() => room.received.length).toBe(1)
  await expect(status).toHaveText(`Added to ${ROOM_NAME}`)
  await expectInFirstScreen(page, status)
  await shot(page, 'attendee-added-390x844')
})

test('offline, a part whose code cannot be fetched says the answers are safe, and loads once back online', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch dynamically/)
  const room = await standInRoom(page)
  // The results' code never came ahead (the venue's network failed it), and the phone is offline by the end.
  const results = /\/assets\/results-step-[\w-]+\.js$/
  await page.route(results, (route) => route.abort('internetdisconnected'))
  await join(page, room.link)
  await page.waitForLoadState('networkidle')
  await page.context().setOffline(true)
  await completeAssessment(page, 'key').catch(() => undefined)

  const offline = page.getByRole('status').filter({ hasText: offlinePartCopy.message })
  await expect(offline).toBeVisible()
  await expect(page.getByText(routeErrorCopy.title)).toHaveCount(0)
  await shot(page, 'attendee-part-offline-390x844')
  expect(room.received).toEqual([])

  // Back online: the card, queued before the result screen's code came, reaches the room, and the screen loads.
  await page.unroute(results)
  await page.context().setOffline(false)
  await expect.poll(() => room.received.length).toBe(1)
  await expect(resultCard(page)).toBeVisible()
  await expect(offline).toHaveCount(0)
})

test('on a network that reaches nowhere, while the browser says online, a part that cannot load says so too', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch dynamically/)
  const room = await standInRoom(page)
  // The results' code never came ahead; then the venue's Wi-Fi stays up but stops reaching the internet.
  const results = /\/assets\/results-step-[\w-]+\.js$/
  await page.route(results, (route) => route.abort('internetdisconnected'))
  await join(page, room.link)
  await page.waitForLoadState('networkidle')
  const nowhere = (route: Route) => route.abort('internetdisconnected')
  await page.route('**/*', nowhere)
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  await completeAssessment(page, 'key').catch(() => undefined)

  const offline = page.getByRole('status').filter({ hasText: offlinePartCopy.message })
  await expect(offline).toBeVisible()
  await expect(page.getByText(routeErrorCopy.title)).toHaveCount(0)
  expect(room.received).toEqual([])

  // The network reaches the internet again: the part is tried again by itself, and the card reaches the room.
  await page.unroute('**/*', nowhere)
  await page.unroute(results)
  await expect(resultCard(page)).toBeVisible({ timeout: 30_000 })
  await expect(offline).toHaveCount(0)
  await expect.poll(() => room.received.length, { timeout: 30_000 }).toBe(1)
})

test('a join link opened again half-way offers Resume, which carries on at the same card', async ({
  page,
}) => {
  const room = await standInRoom(page)
  await join(page, room.link)
  await answerCard(page, 'left', 'key')
  await answerCard(page, 'right', 'key')
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 3))

  // The tab is closed; later the QR code is scanned again.
  await page.goto('/about')
  await page.goto(room.link)
  const offer = page.getByRole('region', { name: joinResumeCopy.title })
  await expect(offer).toBeVisible()
  await expectInFirstScreen(page, offer.getByRole('button', { name: joinResumeCopy.resume }))
  // The page's title comes first, then Resume; the other way says that it starts over.
  await expect(page.locator('h1, h2').first()).toHaveText(`You are joining ${ROOM_NAME}`)
  await expect(page.getByRole('button', { name: joiningCopy.start })).toHaveCount(0)
  await expect(page.getByRole('form', { name: joinResumeCopy.startOverTitle })).toContainText(
    joinResumeCopy.startOverNote,
  )
  await shot(page, 'join-resume-390x844')
  for (const run of [
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']),
    new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one']),
  ])
    expect((await run.analyze()).violations.map(({ id }) => id)).toEqual([])
  await offer.getByRole('button', { name: joinResumeCopy.resume }).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 3))

  // Opened again, the visitor chooses to start over: the answers go, and MojoMe starts at its first card.
  await page.goto('/about')
  await page.goto(room.link)
  await page.getByRole('button', { name: joinResumeCopy.startOver }).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
})

test('a join link on a phone that never joined the room offers no Resume', async ({ page }) => {
  const room = await standInRoom(page)
  await page.goto(room.link)
  await expect(page.getByRole('button', { name: joiningCopy.start })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: joinResumeCopy.resume })).toHaveCount(0)
})

test('a crowd opening the room at once waits its turn in a queue, and is never asked to try again', async ({
  page,
  consoleWatch,
}) => {
  // The browser logs each 429 it is answered; waiting them out is the point.
  consoleWatch.allow(/status of 429/)
  const room = await standInRoom(page)
  let lookUps = 0
  // The first two look-ups meet a crowd (429, wait a second), as a venue's first minute does.
  await page.route(`**/api/rooms/${CODE}`, (route) =>
    ++lookUps <= 2
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': '1' },
          json: { error: 'slow-down', message: 'Too many requests; try again in a moment.' },
        })
      : route.fallback(),
  )
  await page.goto(room.link)
  await expect(page.getByText(joiningCopy.crowdFinding)).toBeVisible()
  await expect(page.getByRole('button', { name: joiningCopy.retry })).toHaveCount(0)
  await expect(page.getByRole('button', { name: joiningCopy.start })).toBeVisible({ timeout: 15_000 })
  expect(lookUps).toBe(3)
})

test.describe('with a service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a phone that came through a join link precaches its path first, and the rest of the site when idle', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const room = await standInRoom(page)
    await join(page, room.link)
    await waitForServiceWorker(page)
    const cached = (path: string) =>
      page.evaluate((file) => caches.match(file, { ignoreSearch: true }).then(Boolean), path)
    expect(await cached('/mojo-me/index.html')).toBe(true)
    // The rest (here the About page) follows once the phone is idle on a network that is not metered.
    await expect.poll(() => cached('/about/index.html'), { timeout: 60_000 }).toBe(true)

    await page.context().setOffline(true)
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/mojo-me')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
