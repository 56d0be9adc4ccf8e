import { sharedResultCopy } from '../../src/content/results'
import { cardCodePath } from '../../src/domain/card/card-code'
import { cardName, watchOutText } from '../../src/domain/card/card-text'
import { TYPICAL_CARD } from '../unit/support/typical-card'
import { expect, test, waitForServiceWorker } from './fixtures'

const result = TYPICAL_CARD
const title = cardName(result.scores, result.powers)

test('a /c/ link opens its card in a browser that has never seen it, and keeps its id', async ({ page }) => {
  const response = await page.goto(cardCodePath(result, { sharer: 'Ada' }))
  expect(response?.status()).toBe(200)
  const card = page.getByRole('article', { name: title })
  await expect(card).toContainText(result.expertise)
  await expect(card).toContainText(watchOutText(result.scores))

  // Kept on the device under the sharer's result id, so its plain address opens it too.
  await page.goto(`/result/${result.uuid}`)
  await expect(page.getByRole('article', { name: title })).toContainText(result.expertise)
})

// Offline use is the service worker's (the config blocks it for the rest).
test.describe(() => {
  test.use({ serviceWorkers: 'allow' })

  test('a /c/ link never opened before opens offline once the site is installed', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    const other = { ...result, uuid: '3e7f9021-4b5c-4d6e-9f70-8192a3b4c5d6', expertise: 'Marine Biology' }
    await page.goto(cardCodePath(other, { hideWatchOut: true }))
    await expect(page.getByRole('article', { name: title })).toContainText('Marine Biology')
    await context.setOffline(false)
  })
})

const damagedCodes: [string, string][] = [
  ['a truncated code', cardCodePath(result).slice(0, -7)],
  ['a version-1 fragment in the path', '/c/AQEAAAAAAAAAAAAAAAAA'],
  ['markup', `/c/${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
  ['a code too long to be one', `/c/${'A'.repeat(2_000)}`],
  ['a card no assessment makes', cardCodePath({ ...result, durationSeconds: 0 })],
  [
    'a duo link with one half damaged',
    `/d/${cardCodePath(result).slice(3)}.${cardCodePath(result).slice(3, -7)}`,
  ],
  ['a duo link of one card', `/d/${cardCodePath(result).slice(3)}`],
  ['markup in a duo link', `/d/${encodeURIComponent('<img src=x onerror=alert(1)>')}.x`],
]

// One page visits them all, each a fresh load from a blank page: the same checks as a test each, without a
// browser context for every code.
test('every damaged card or duo code gets a 200 page saying the link is damaged', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  for (const [label, path] of damagedCodes) {
    await test.step(label, async () => {
      await page.goto('about:blank')
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sharedResultCopy.damagedTitle)
      await expect(page.getByRole('link', { name: sharedResultCopy.discover })).toBeVisible()
      await expect(page.locator('img[src="x"]')).toHaveCount(0)
      expect(dialogs).toBe(0)
    })
  }
})
