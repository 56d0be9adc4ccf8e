import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import type { AddressInfo } from 'node:net'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { createSiteServer } from '../../scripts/site-server.mjs'
import { assessmentTitle } from '../../src/content/assessment'
import { pwaCopy } from '../../src/content/pwa'
import { workshopHero } from '../../src/content/facilitator/tablet'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'
import { UPDATE_BUILD_DIR } from './global-setup'
import { DOCUMENT_404, routeCases } from './routes'
import { startWorkshop } from './workshop-helpers'

// These tests are about the service worker (the config blocks it for the rest).
test.use({ serviceWorkers: 'allow' })

test('the manifest describes an installable app with a MojoMe shortcut', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: expect.any(String) })
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose}`,
  )
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toContain('/mojo-me')
  expect(manifest.screenshots.length).toBeGreaterThanOrEqual(2)
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200)
})

test('Chromium finds no installability errors', async ({ baseURL }) => {
  // Installability is never granted to incognito contexts, so this test uses a real profile.
  const profile = await mkdtemp(join(tmpdir(), 'think-first-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions({ headlessShell: true }),
    baseURL,
  })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('an install offer made before the app runs shows Install app once it does, without a hydration error', async ({
  page,
}) => {
  // Chromium makes its offer as soon as the page qualifies, often before React has hydrated.
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => Object.assign(window, { installPrompted: true }),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      dispatchEvent(offer)
    })
  })
  await page.goto('/')
  await waitForHydration(page)
  const install = page.getByRole('contentinfo').getByRole('button', { name: pwaCopy.install })
  await expect(install).toBeVisible()
  await install.click()
  await expect.poll(() => page.evaluate(() => 'installPrompted' in window)).toBe(true)
  await expect(install).toBeHidden()
})

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

test('a new version waiting shows the update prompt, and reloads only when asked', async ({ browser }) => {
  test.slow()
  const folder = `${UPDATE_BUILD_DIR}-served-${test.info().workerIndex}`
  await rm(folder, { recursive: true, force: true })
  await cp('dist', folder, { recursive: true })
  const server = createSiteServer({ root: folder })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const { port } = server.address() as AddressInfo
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    // The home page plays a video, whose open request used to keep the new version from taking over.
    await page.goto(`http://localhost:${port}/`)
    await waitForServiceWorker(page)
    const firstBuild = await page.locator('meta[name="build-id"]').getAttribute('content')
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))

    await rm(folder, { recursive: true, force: true })
    await cp(UPDATE_BUILD_DIR, folder, { recursive: true })
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())

    const toast = page.getByRole('listitem').filter({ hasText: pwaCopy.updateAvailable })
    await expect(toast).toBeVisible()
    // The new version stays parked until the visitor chooses: it waits, the old one still serves the page,
    // and the page was not reloaded.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return {
          waiting: registration?.waiting?.state,
          controlling: navigator.serviceWorker.controller?.scriptURL === registration?.active?.scriptURL,
        }
      }),
    ).toEqual({ waiting: 'installed', controlling: true })
    expect(await page.evaluate(() => 'beforeUpdate' in window), 'no automatic reload').toBe(true)

    const reloaded = page.waitForEvent('load')
    await toast.getByRole('button', { name: pwaCopy.reload }).click()
    await reloaded
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false)
    await expect(page.locator('meta[name="build-id"]')).not.toHaveAttribute('content', firstBuild ?? '')
  } finally {
    await context.close()
    server.close()
    await rm(folder, { recursive: true, force: true })
  }
})

test('a workshop tablet keeps the scanner for offline use, and holds its update while attendees use MojoMe', async ({
  browser,
}) => {
  test.slow()
  const folder = `${UPDATE_BUILD_DIR}-workshop-${test.info().workerIndex}`
  await rm(folder, { recursive: true, force: true })
  await cp('dist', folder, { recursive: true })
  const server = createSiteServer({ root: folder })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const { port } = server.address() as AddressInfo
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` })
  const page = await context.newPage()
  try {
    await page.goto('/workshop')
    await waitForServiceWorker(page)
    await startWorkshop(page)
    // Starting a workshop keeps the QR scanner's WebAssembly for scanning with the network off.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('scanner-v1')).keys()).map((request) => request.url),
        ),
      )
      .toContainEqual(expect.stringMatching(/\/assets\/.+\.wasm$/))
    await page.goto('/mojo-me')
    await waitForHydration(page)

    await rm(folder, { recursive: true, force: true })
    await cp(UPDATE_BUILD_DIR, folder, { recursive: true })
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
      )
      .toBe('installed')
    // The facilitator opens their page (in the app, as a link would): the waiting version is offered there…
    const toast = page.getByRole('listitem').filter({ hasText: pwaCopy.updateAvailable })
    await page.evaluate(() => {
      window.history.pushState(null, '', '/workshop')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(workshopHero.title)
    await expect(toast).toBeVisible()
    // …and put away again the moment the tablet is back on MojoMe for the next attendee.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(assessmentTitle.title)
    await expect(toast).toBeHidden()
  } finally {
    await context.close()
    server.close()
    await rm(folder, { recursive: true, force: true })
  }
})
