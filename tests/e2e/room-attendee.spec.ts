import AxeBuilder from '@axe-core/playwright'
import { joiningCopy, joinResumeCopy } from '../../src/content/join/joining'
import { roundCopy } from '../../src/content/assessment'
import { answerCard, cardCounter, counterText, pageHeading, PHONE } from './assessment-helpers'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'
import { CODE, expectInFirstScreen, join, ROOM_NAME, shot, standInRoom } from './room-stand-in'

/**
 * An attendee's phone on its first visit to the site (no service worker: this config blocks them), joining a
 * room the test stands in for (tests/e2e/room-stand-in.ts), as tests/e2e/room-outbox.spec.ts does. Losing the
 * network on the way is in room-attendee-offline.spec.ts.
 */
test.use({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' })

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
