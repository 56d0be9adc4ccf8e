/** A new version waits for the visitor to ask, and a workshop tablet holds it while attendees use MojoMe. */
import { cp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from '../../scripts/site-server.mjs'
import { assessmentTitle } from '../../src/content/assessment'
import { pwaCopy } from '../../src/content/pwa'
import { workshopHero } from '../../src/content/facilitator/tablet'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'
import { UPDATE_BUILD_DIR } from './global-setup'
import { startWorkshop } from './workshop-helpers'

// These tests are about the service worker (the config blocks it for the rest).
test.use({ serviceWorkers: 'allow' })

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
