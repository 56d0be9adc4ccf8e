/** A workshop's tablet as the tablet specs set it up: offline after one visit, in a running workshop. */
import type { Page } from '@playwright/test'
import { assessmentTitle } from '../../src/content/assessment'
import { idleSettingCopy, runningWorkshopCopy } from '../../src/content/facilitator/tablet'
import { pageHeading } from './assessment-helpers'
import { expect, waitForHydration, waitForServiceWorker, type ConsoleWatch } from './fixtures'
import { startWorkshop } from './workshop-helpers'

export const PORTRAIT = { width: 820, height: 1180 }

/**
 * A tablet of this size, offline after one visit, in a running workshop whose attendees' idle time is
 * `idleMinutes`. (Started offline, it cannot fetch the QR scanner's WebAssembly, and logs that request.)
 */
export async function offlineTablet(
  page: Page,
  consoleWatch: ConsoleWatch,
  { size, idleMinutes }: { size: { width: number; height: number }; idleMinutes: number },
): Promise<void> {
  consoleWatch.allow(/^Failed to load resource: net::ERR_FAILED$/)
  await page.setViewportSize(size)
  await page.goto('/workshop')
  await waitForServiceWorker(page)
  await page.context().setOffline(true)
  await startWorkshop(page)
  await page.getByLabel(idleSettingCopy.label).selectOption(String(idleMinutes))
  await expect(page.getByRole('status').filter({ hasText: idleSettingCopy.saved })).toBeVisible()
}

/** The facilitator hands the tablet to the room: their page locks and MojoMe opens. */
export async function handOver(page: Page): Promise<void> {
  await page.getByRole('link', { name: runningWorkshopCopy.openMojoMe }).click()
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await waitForHydration(page)
}
