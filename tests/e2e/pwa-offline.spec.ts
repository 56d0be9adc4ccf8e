/** After one visit the site works offline: every route, and the hero video once played. */
import { pwaCopy } from '../../src/content/pwa'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'
import { DOCUMENT_404, routeCases } from './routes'

// These tests are about the service worker (the config blocks it for the rest).
test.use({ serviceWorkers: 'allow' })

test('after one visit every route works offline', async ({ page, context, consoleWatch }) => {
  test.slow()
  consoleWatch.allow(DOCUMENT_404)
  // A room's join page asks the network for its room, and says the visitor is offline when that fails.
  consoleWatch.allow(/net::ERR_INTERNET_DISCONNECTED/)
  await page.goto('/')
  await waitForServiceWorker(page)
  await waitForHydration(page)
  // The live page notices the connection going and coming back. (Chromium reports a page loaded while
  // offline as online, so the note is checked here, on the page that saw the change.)
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: pwaCopy.offline })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: pwaCopy.offline })).toBeHidden()

  await context.setOffline(true)
  for (const route of routeCases) {
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
  }
  // Client-side navigation keeps working offline too.
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
})

test('the hero video, once played, is kept and plays again offline', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.reload()
  const video = page.locator('video')
  const playing = () =>
    video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)
  await expect.poll(playing, { timeout: 15_000 }).toBe(true)
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('media-v1')).keys()).map((request) => request.url))
  await expect.poll(kept).toContainEqual(expect.stringMatching(/\/media\/home-hero\.(webm|mp4)$/))

  await context.setOffline(true)
  await page.reload()
  await expect.poll(playing, { timeout: 15_000 }).toBe(true)
  await context.setOffline(false)
})
