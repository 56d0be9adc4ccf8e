import type { Page } from '@playwright/test'
import { contactFormCopy, contactToasts } from '../../src/content/contact'
import { mailHandOffCopy } from '../../src/content/forms'
import { fillContactForm, mailHandOff, toastWith } from './contact-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * Every script file is a request, and a file found only once the file importing it has arrived is a round
 * trip more before the page is live: pages used to start from 40 to 60 of them, ten round trips deep. Then
 * one shared file of every page's modules made it 14, but every page downloaded all of it (35 kB on home).
 * Now a page loads only the modules it uses, from at most this many files fetched side by side.
 */
const MOST_SCRIPTS_TO_START = 26

/** The toaster's code and stylesheet (src/components/layout/toaster.ts). */
const TOASTER = /\/assets\/toaster-[\w-]+\.(js|css)$/

function requestedFiles(page: Page, before = Infinity): Promise<string[]> {
  return page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= before)
        .map((entry) => new URL(entry.name).pathname),
    before,
  )
}

/** Notes, frame by frame, when React has taken over the page's heading: the page is live from then on. */
function noteWhenLive() {
  const check = () => {
    const heading = document.querySelector('h1')
    if (heading && Object.keys(heading).some((key) => key.startsWith('__react')))
      Object.assign(window, { liveAt: performance.now() })
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

for (const path of ['/', '/mojo-me', '/intake', '/contact', '/resources']) {
  test(`${path} becomes live from a few scripts, without the toast library`, async ({ page }) => {
    await page.addInitScript(noteWhenLive)
    await page.goto(path)
    await waitForHydration(page)
    const liveAt = await page.evaluate(() => (window as unknown as { liveAt: number }).liveAt)
    const scripts = (await requestedFiles(page, liveAt)).filter((file) => file.endsWith('.js'))
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MOST_SCRIPTS_TO_START)

    await page.waitForLoadState('networkidle')
    expect((await requestedFiles(page)).filter((file) => TOASTER.test(file))).toEqual([])
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0)
  })
}

test("the toaster arrives with the page's first toast, and shows it", async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page)
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
  await page.waitForLoadState('networkidle')
  expect((await requestedFiles(page)).filter((file) => TOASTER.test(file))).toEqual([])

  await mailHandOff(page).getByRole('button', { name: mailHandOffCopy.confirm }).click()
  await expect(toastWith(page, contactToasts.mailSent.title)).toBeVisible()
  expect((await requestedFiles(page)).filter((file) => TOASTER.test(file)).length).toBe(2)
})
