/**
 * Another tab holds the site's database open at another version (an older build left open, or anything that
 * does not let go when asked): MojoMe says so instead of silently saving nothing, keeps the answers on the
 * page, and saves them once that tab lets go.
 */
import type { Page } from '@playwright/test'
import { assessmentSavingCopy } from '../../src/content/storage-errors'
import { STORAGE } from '../../src/db/storage-keys'
import {
  answerCard,
  cardCounter,
  counterText,
  startAssessment,
  storedMotivationAnswers,
  type Answers,
} from './assessment-helpers'
import { expect, test } from './fixtures'

test.use({ reducedMotion: 'reduce' })

/** Opens the site's database in `page` with raw IndexedDB at `version` and holds it, ignoring every request. */
function holdDatabase(page: Page, version: number): Promise<number> {
  return page.evaluate(
    ({ name, version }) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open(name, version)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          Object.assign(window, { heldDatabase: request.result })
          resolve(request.result.version)
        }
      }),
    { name: STORAGE.databaseName, version },
  )
}

function letGo(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { heldDatabase: IDBDatabase }).heldDatabase.close())
}

const message = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function answer(page: Page, answers: Answers, count: number): Promise<void> {
  for (let n = 0; n < count; n++)
    answers[await answerCard(page, n % 2 ? 'left' : 'right', 'key')] = n % 2 ? 'left' : 'right'
}

test('a tab holding an older version: MojoMe says so, keeps the answers, and saves them once it lets go', async ({
  context,
  page,
}) => {
  const otherTab = await context.newPage()
  await otherTab.goto('/about')
  await holdDatabase(otherTab, 1)

  await startAssessment(page)
  await expect(message(page, assessmentSavingCopy.blocked)).toBeVisible()
  const answers: Answers = {}
  await answer(page, answers, 4)
  await expect(message(page, assessmentSavingCopy.blocked)).toBeVisible()

  await letGo(otherTab)
  await expect(message(page, assessmentSavingCopy.savedAgain)).toBeVisible()
  await answer(page, answers, 1)
  await expect.poll(() => storedMotivationAnswers(page)).toEqual(answers)
  await page.reload()
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 6))
})

test('a tab that upgrades the database to a newer version: MojoMe goes on saving every answer', async ({
  context,
  page,
}) => {
  await startAssessment(page)
  const answers: Answers = {}
  await answer(page, answers, 2)
  const otherTab = await context.newPage()
  await otherTab.goto('/about')
  expect(await holdDatabase(otherTab, STORAGE.schemaVersion * 10 + 10)).toBe(STORAGE.schemaVersion * 10 + 10)

  await answer(page, answers, 3)
  await expect.poll(() => storedMotivationAnswers(page)).toEqual(answers)
  await expect(message(page, assessmentSavingCopy.blocked)).toHaveCount(0)
  await page.reload()
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 6))
})
