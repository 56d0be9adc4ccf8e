/**
 * The facilitator's forms on /workshop used while the page becomes live (tests/e2e/taps-moments.ts): a
 * workshop started, unlocked with the PIN and ended, and a PIN typed or sent before the app has read the
 * workshop. Whatever the moment, the form does what it says, once.
 */
import {
  pinErrors,
  pinGateCopy,
  runningWorkshopCopy,
  startWorkshopCopy,
} from '../../src/content/facilitator/tablet'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { expect, test } from './fixtures'
import { CPU_RATES, freshPage, MOMENTS_AT, openAtMoment, settles } from './taps-moments'
import { lockFacilitatorPages, PIN, startWorkshop, WORKSHOP } from './workshop-helpers'

for (const rate of CPU_RATES) {
  test.describe(`at ${rate}x CPU`, () => {
    test.describe.configure({ timeout: 3 * 60_000 })

    for (const moment of MOMENTS_AT[rate]) {
      test(`/workshop: started, unlocked with the PIN and ended, each form used ${moment}`, async ({
        browser,
        baseURL,
      }) => {
        const { page, errors, close } = await freshPage(browser, baseURL, rate)
        try {
          let release = await openAtMoment(page, '/workshop', moment)
          const start = page.getByRole('form', { name: startWorkshopCopy.title })
          await start.getByLabel(startWorkshopCopy.labels.name).fill(WORKSHOP)
          await start.getByLabel(startWorkshopCopy.labels.pin, { exact: true }).fill(PIN)
          await start.getByLabel(startWorkshopCopy.labels.confirmPin).fill(PIN)
          await start.getByLabel(startWorkshopCopy.labels.confirmPin).press('Enter')
          release()
          await settles(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
          await lockFacilitatorPages(page)
          await page.unrouteAll()

          // The PIN, typed into the PIN field on screen at paint (the start form, until the app has read the
          // workshop) and sent with Enter.
          release = await openAtMoment(page, '/workshop', moment)
          const pinField = page.getByLabel(pinGateCopy.label, { exact: true })
          await pinField.fill(PIN)
          await pinField.press('Enter')
          release()
          await settles(page.getByRole('button', { name: pinGateCopy.lock, exact: true })).toBeVisible()
          await expect(page.getByText(pinErrors.wrong)).toBeHidden()
          expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.pinFailures)).toBeNull()

          await page.getByRole('button', { name: runningWorkshopCopy.end }).click()
          await settles(page.getByRole('form', { name: startWorkshopCopy.title })).toBeVisible()
          expect(errors, 'console errors and uncaught exceptions').toEqual([])
        } finally {
          await close()
        }
      })
    }
  })
}

test.describe('the facilitator PIN, typed before the app has read the workshop', () => {
  test.beforeEach(async ({ page }) => {
    await startWorkshop(page)
    await lockFacilitatorPages(page)
  })

  test('sent: it is checked once the workshop is read, and opens the page', async ({ page }) => {
    const release = await openAtMoment(page, '/workshop', 'while the app code is held')
    const pinField = page.getByLabel(pinGateCopy.label, { exact: true })
    await pinField.fill(PIN)
    await pinField.press('Enter')
    release()
    await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
    await expect(page.getByText(pinErrors.wrong)).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.pinFailures)).toBeNull()
  })

  test('typed only: the PIN form keeps it, and Enter opens the page', async ({ page }) => {
    const release = await openAtMoment(page, '/workshop', 'while the app code is held')
    await page.getByLabel(pinGateCopy.label, { exact: true }).fill(PIN)
    release()
    const gate = page.getByRole('form', { name: pinGateCopy.title })
    await expect(gate.getByLabel(pinGateCopy.label)).toHaveValue(PIN)
    await expect(gate.getByLabel(pinGateCopy.label)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
  })

  test('sent as the page paints, before any of its script ran: the same page opens', async ({ page }) => {
    const release = await openAtMoment(page, '/workshop', 'as the page paints, before its entry script runs')
    const pinField = page.getByLabel(pinGateCopy.label, { exact: true })
    await pinField.fill(PIN)
    // A mark on this document: a page load (the form posted) would lose it.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await pinField.press('Enter')
    release()
    await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
    await expect(page.getByText(pinErrors.wrong)).toBeHidden()
    expect(await page.evaluate(() => 'samePage' in window), 'the page was not reloaded').toBe(true)
  })
})
