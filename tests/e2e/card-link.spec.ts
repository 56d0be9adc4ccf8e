import { DECK_VERSION } from '../../src/content/assessment/deck'
import { superPowers } from '../../src/content/assessment/powers'
import { sharedResultCopy } from '../../src/content/results'
import type { AssessmentResult } from '../../src/domain/assessment-types'
import { cardCodePath } from '../../src/domain/card-code'
import { cardName, scoreHeadline } from '../../src/domain/card-text'
import { expect, test, waitForServiceWorker } from './fixtures'

// Offline use is the service worker's (the config blocks it for the rest).
test.use({ serviceWorkers: 'allow' })

const result: AssessmentResult = {
  uuid: '2d6e8f10-3a4b-4c5d-8e6f-708192a3b4c5',
  scores: {
    curiosity: 83,
    exploration: 50,
    mastery: 100,
    social_competition: 33,
    social_cooperation: 17,
    fear_unknown: 50,
    fear_ambiguity: 67,
    fear_mistakes: 33,
    fear_disapproval: 33,
    fear_fraud: 33,
  },
  powers: [superPowers[2]!, superPowers[7]!, superPowers[20]!].map(({ id, name }) => ({ id, name })),
  expertise: 'Urban Planning',
  motivationCounts: { left: 11, right: 7 },
  fearCounts: { left: 4, right: 8 },
  durationSeconds: 251,
  createdAt: Date.UTC(2026, 10, 20, 9, 15),
  deckVersion: DECK_VERSION,
}
const title = cardName(result.scores, result.powers)

test('a /c/ link opens its card in a browser that has never seen it, and keeps its id', async ({ page }) => {
  const response = await page.goto(cardCodePath(result, { sharer: 'Ada' }))
  expect(response?.status()).toBe(200)
  const card = page.getByRole('article', { name: title })
  await expect(card).toContainText(result.expertise)
  await expect(card).toContainText(scoreHeadline('fear_ambiguity'))

  // Kept on the device under the sharer's result id, so its plain address opens it too.
  await page.goto(`/result/${result.uuid}`)
  await expect(page.getByRole('article', { name: title })).toContainText(result.expertise)
})

test('a /c/ link never opened before opens offline once the site is installed', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  const other = { ...result, uuid: '3e7f9021-4b5c-4d6e-9f70-8192a3b4c5d6', expertise: 'Marine Biology' }
  await page.goto(cardCodePath(other, { hideWatchOut: true }))
  await expect(page.getByRole('article', { name: title })).toContainText('Marine Biology')
  await context.setOffline(false)
})

const damagedCodes: [string, string][] = [
  ['a truncated code', cardCodePath(result).slice(0, -7)],
  ['a version-1 fragment in the path', '/c/AQEAAAAAAAAAAAAAAAAA'],
  ['markup', `/c/${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
  ['a code too long to be one', `/c/${'A'.repeat(2_000)}`],
  ['a card no assessment makes', cardCodePath({ ...result, durationSeconds: 0 })],
]

for (const [label, path] of damagedCodes) {
  test(`${label} gets a 200 page saying the link is damaged`, async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sharedResultCopy.damagedTitle)
    await expect(page.getByRole('link', { name: sharedResultCopy.discover })).toBeVisible()
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    expect(dialogs).toBe(0)
  })
}
