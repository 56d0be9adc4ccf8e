/**
 * A device that runs out of room for a while: MojoMe keeps the answers the browser refused on the page, saves
 * them with the next answer (or when the page is hidden) once there is room again, and says when they are safe.
 */
import type { Page } from '@playwright/test'
import { resultsCopy } from '../../src/content/assessment'
import { resultsListCopy } from '../../src/content/results'
import { assessmentSavingCopy } from '../../src/content/storage-errors'
import {
  answerCard,
  cardCounter,
  choosePowers,
  counterText,
  generateButton,
  pageHeading,
  startAssessment,
  storedMotivationAnswers,
  submitExpertise,
  THREE_POWERS,
  type Answers,
} from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { saveSessionAtExpertise } from './saved-session'

test.use({ reducedMotion: 'reduce' })

/** From then on, every IndexedDB put on the page fails as on a full disk, until `setDiskFull(page, false)`. */
async function patchPutForQuota(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
      if ((window as unknown as { diskFull?: boolean }).diskFull)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return put.apply(this, args)
    }
  })
}

function setDiskFull(page: Page, full: boolean): Promise<void> {
  return page.evaluate((value) => {
    ;(window as unknown as { diskFull?: boolean }).diskFull = value
  }, full)
}

const message = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('answers refused for lack of room are saved with the next answer once there is room, and a reload keeps all', async ({
  page,
}) => {
  await patchPutForQuota(page)
  await startAssessment(page)
  const answers: Answers = {}
  const answer = async (position: number) => {
    const side = position % 2 ? 'left' : 'right'
    answers[await answerCard(page, side, 'key')] = side
  }
  for (let position = 1; position <= 5; position++) await answer(position)
  await setDiskFull(page, true)
  for (let position = 6; position <= 9; position++) await answer(position)
  await expect(message(page, assessmentSavingCopy.quota)).toBeVisible()

  await setDiskFull(page, false)
  await answer(10)
  await expect(message(page, assessmentSavingCopy.savedAgain)).toBeVisible()
  await expect(message(page, assessmentSavingCopy.quota)).toBeHidden()
  for (let position = 11; position <= 13; position++) await answer(position)
  await expect.poll(async () => Object.keys((await storedMotivationAnswers(page)) ?? {})).toHaveLength(13)

  await page.reload()
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 14))
  expect(await storedMotivationAnswers(page)).toEqual(answers)
})

test('a result that could not be kept at Generate is kept once there is room, when the page is hidden', async ({
  page,
}) => {
  await patchPutForQuota(page)
  await saveSessionAtExpertise(page)
  await page.goto('/mojo-me?step=knowledge')
  await waitForHydration(page)
  await submitExpertise(page, 'Urban Planning')
  await choosePowers(page, THREE_POWERS)
  await setDiskFull(page, true)
  await generateButton(page).click()
  await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
  const card = page.getByRole('article')
  await expect(card).toBeVisible()
  const name = (await card.getByRole('heading').first().textContent()) ?? ''
  await expect(message(page, assessmentSavingCopy.quota)).toBeVisible()

  await setDiskFull(page, false)
  // The visitor switches away (another app, another tab): the page is hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect(message(page, assessmentSavingCopy.savedAgain)).toBeVisible()

  await page.goto('/result')
  await expect(page.getByText(resultsListCopy.emptyTitle)).toHaveCount(0)
  await expect(page.getByRole('link', { name })).toBeVisible()
})
