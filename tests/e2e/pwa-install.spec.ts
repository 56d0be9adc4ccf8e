/** The app installs: its manifest, Chromium's own installability check, and the install offer. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { pwaCopy } from '../../src/content/pwa'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'

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
