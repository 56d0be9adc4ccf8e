/**
 * The facilitator PIN typed the moment its field shows, in a new tab of a tablet running a workshop, with no
 * code held back: as a facilitator who knows the PIN does it. The right PIN opens the page every time, and is
 * never counted as a wrong try.
 */
import { pinErrors, pinGateCopy } from '../../src/content/facilitator/tablet'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { expect, test } from './fixtures'
import { CPU_RATES, settles } from './taps-moments'
import { lockFacilitatorPages, PIN, startWorkshop, WORKSHOP } from './workshop-helpers'

const LOADS = 3

for (const rate of CPU_RATES) {
  test(`at ${rate}x CPU, the right PIN typed as its field shows opens the page, ${LOADS} new tabs of ${LOADS}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(3 * 60_000)
    await startWorkshop(page)
    await lockFacilitatorPages(page)
    for (let load = 1; load <= LOADS; load++) {
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await tab.goto('/workshop', { waitUntil: 'commit' })
      const gate = tab.getByRole('form', { name: pinGateCopy.title })
      await gate.getByLabel(pinGateCopy.label).fill(PIN, { timeout: 40_000 })
      await gate.getByRole('button', { name: pinGateCopy.submit }).click()
      await settles(tab.getByRole('region', { name: `Running: ${WORKSHOP}` }), `load ${load}`).toBeVisible()
      await expect(tab.getByText(pinErrors.wrong)).toBeHidden()
      expect(await tab.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.pinFailures)).toBeNull()
      await lockFacilitatorPages(tab)
      await tab.close()
    }
  })
}
