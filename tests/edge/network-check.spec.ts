import type { Page } from '@playwright/test'
import { networkCheckCopy } from '../../src/content/facilitator/room'
import { waitForHydration } from '../e2e/fixtures'
import { expect, test } from './edge-site'

/** Starts "Check this network" on /workshop, with the page's clock in the test's hands. */
async function startCheck(page: Page) {
  await page.clock.install()
  await page.goto('/workshop')
  await waitForHydration(page)
  const section = page.getByRole('region', { name: networkCheckCopy.title })
  await section.getByRole('button', { name: networkCheckCopy.start }).click()
  return section.getByTestId('network-check-status')
}

test('a network that keeps a live connection for a minute is told it is all set', async ({ page }) => {
  const status = await startCheck(page)
  await expect(status).toContainText('a live connection is open')
  await page.clock.runFor(61_000)
  await expect(status).toHaveText(networkCheckCopy.verdicts.live)
})

test('a network that lets no live connection through is told the screen will update every few seconds', async ({
  page,
}) => {
  await page.routeWebSocket(/\/api\/rooms\/check\/live$/, (socket) => socket.close())
  const status = await startCheck(page)
  await expect(status).toHaveText(networkCheckCopy.verdicts.polling)
})

test('a network that does not reach the room service is told so, with what to do instead', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/)
  await page.route('**/api/rooms/check', (route) => route.abort('internetdisconnected'))
  const status = await startCheck(page)
  await expect(status).toHaveText(networkCheckCopy.verdicts.unreachable)
})
