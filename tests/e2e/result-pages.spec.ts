import { shareCopy } from '../../src/content/share'
import { receivedCardCopy, resultsHero, resultsListCopy, sharedResultCopy } from '../../src/content/results'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { cardName, watchOutText } from '../../src/domain/card/card-text'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { TYPICAL_CARD } from '../unit/support/typical-card'
import { expect, test, waitForServiceWorker } from './fixtures'

const result = TYPICAL_CARD

function linkFor(card: AssessmentResult): string {
  const { uuid, ...rest } = card
  return `/result/${uuid}#${encodeSharedCard(rest)}`
}

test('a share link opens the card in a browser that has never seen it, then lists it on /result', async ({
  page,
}) => {
  await page.goto(linkFor(result))
  const card = page.getByRole('article', { name: cardName(result.scores, result.powers) })
  await expect(card).toBeVisible()
  await expect(card).toContainText(result.expertise)
  await expect(card).toContainText(watchOutText(result.scores))
  // Someone else's card: it invites the visitor to take MojoMe, and offers no sharing.
  await expect(page.getByRole('link', { name: receivedCardCopy.inviteAction })).toHaveAttribute(
    'href',
    '/mojo-me?start=new',
  )
  await expect(page.getByRole('button', { name: shareCopy.open })).toHaveCount(0)

  await page.goto('/result')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(resultsHero.title)
  const item = page.getByRole('listitem').filter({ hasText: cardName(result.scores, result.powers) })
  await expect(item).toContainText(result.expertise)
  await item.getByRole('link').click()
  await expect(page).toHaveURL(`/result/${result.uuid}`)
  await expect(page.getByRole('article')).toContainText(result.expertise)
})

// Offline use is the service worker's (the config blocks it for the rest).
test.describe(() => {
  test.use({ serviceWorkers: 'allow' })

  test('a saved result opens offline from its plain address', async ({ page, context }) => {
    await page.goto(linkFor(result))
    await waitForServiceWorker(page)
    await expect(page.getByRole('article')).toBeVisible()
    await context.setOffline(true)
    await page.goto(`/result/${result.uuid}`)
    await expect(page.getByRole('article')).toContainText(result.expertise)
    await context.setOffline(false)
  })
})

const damagedLinks: [string, string][] = [
  ['a malformed uuid', '/result/not-a-uuid#AAAA'],
  ['an unknown uuid without a card', '/result/0b1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00'],
  ['a garbage fragment', `/result/${result.uuid}#%%%garbage%%%`],
  ['a huge fragment', `/result/${result.uuid}#${'A'.repeat(50_000)}`],
  ['markup in the fragment', `/result/${result.uuid}#<img src=x onerror=alert(1)>`],
  ['a truncated card', linkFor(result).slice(0, -6)],
  ['a card no assessment makes (no time taken)', linkFor({ ...result, durationSeconds: 0 })],
  [
    'a card whose expertise hides a right-to-left override',
    linkFor({ ...result, expertise: '\u202egpj.exe' }),
  ],
]

// One page visits them all, each a fresh load from a blank page (so a link differing from the last only in
// its fragment is not a same-page jump): the same checks as a test each, without a context for every link.
test('every damaged or unknown link gets a clear page, not an error', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  for (const [label, path] of damagedLinks) {
    await test.step(label, async () => {
      await page.goto('about:blank')
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(
        label.startsWith('an unknown') ? sharedResultCopy.missingTitle : sharedResultCopy.damagedTitle,
      )
      await expect(page.getByRole('link', { name: sharedResultCopy.discover })).toBeVisible()
      await expect(page.locator('img[src="x"]')).toHaveCount(0)
      expect(dialogs).toBe(0)
    })
  }
})

test('/result deletes one result after confirming, and deletes everything', async ({ page }) => {
  const second = { ...result, uuid: '1a2b3c4d-8b4d-4e2a-9c71-3f5e2d8a1b00', expertise: 'Public Health' }
  await page.goto(linkFor(result))
  await expect(page.getByRole('article')).toBeVisible()
  await page.goto(linkFor(second))
  await expect(page.getByRole('article')).toBeVisible()

  await page.goto('/result')
  const items = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /Delete/ }) })
  await expect(items).toHaveCount(2)

  page.once('dialog', (dialog) => void dialog.dismiss())
  await items
    .filter({ hasText: 'Public Health' })
    .getByRole('button', { name: /Delete/ })
    .click()
  await expect(items).toHaveCount(2)

  page.once('dialog', (dialog) => void dialog.accept())
  await items
    .filter({ hasText: 'Public Health' })
    .getByRole('button', { name: /Delete/ })
    .click()
  await expect(items).toHaveCount(1)
  // Opened from the list and left again, so the router has seen this card before everything is deleted.
  await items.getByRole('link', { name: cardName(result.scores, result.powers) }).click()
  await expect(page.getByRole('article')).toBeVisible()
  await page.goBack()
  await expect(items).toHaveCount(1)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: resultsListCopy.exportAll }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(resultsListCopy.exportFileName)

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: resultsListCopy.deleteAll }).click()
  await expect(page.getByRole('heading', { name: resultsListCopy.emptyTitle })).toBeVisible()

  // Forward to the card just deleted: it is gone, not shown again from memory.
  await page.goForward()
  await expect(page).toHaveURL(`/result/${result.uuid}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sharedResultCopy.missingTitle)
  await expect(page.getByRole('article')).toHaveCount(0)
})
