import { assessmentCopy, roundCopy } from '../../src/content/assessment'
import { fill } from '../../src/lib/format'
import { expect, test } from './fixtures'

test('without IndexedDB the assessment still runs, and says progress will not survive a reload', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true })
  })
  await page.goto('/mojo-me')
  await expect(page.getByRole('status').filter({ hasText: assessmentCopy.storageUnavailable })).toBeVisible()
  await page.getByRole('button', { name: assessmentCopy.start }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(roundCopy.motivation.heading)
  await page.locator('[data-card-id]').waitFor()
  await page.keyboard.press('ArrowLeft')
  await expect(
    page.getByText(fill(roundCopy.cardCounter, { index: 2, total: 18 }), { exact: true }),
  ).toBeVisible()
})
