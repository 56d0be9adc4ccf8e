/**
 * MojoMe open in two tabs of one browser: one tab at a time has the assessment. The other says so and offers
 * to continue there, taking over with every answer so far; the answers of the two tabs never interleave.
 */
import type { Page } from '@playwright/test'
import { otherTabCopy } from '../../src/content/assessment'
import {
  answerCard,
  cardCounter,
  counterText,
  currentCard,
  startAssessment,
  storedMotivationAnswers,
  type Answers,
} from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'

test.use({ reducedMotion: 'reduce' })

const otherTabNotice = (page: Page) =>
  page.getByRole('heading', { level: 1, name: otherTabCopy.heading, exact: true })
const continueHere = (page: Page) => page.getByRole('button', { name: otherTabCopy.continueHere })

async function answer(page: Page, answers: Answers, count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const side = n % 2 ? 'left' : 'right'
    answers[await answerCard(page, side, 'key')] = side
  }
}

test('a second tab says MojoMe is open elsewhere, and continuing there carries every answer, never both', async ({
  context,
  page: first,
}) => {
  const answers: Answers = {}
  await startAssessment(first)
  await answer(first, answers, 3)

  const second = await context.newPage()
  await second.goto('/mojo-me')
  await waitForHydration(second)
  await expect(otherTabNotice(second)).toBeVisible()
  await expect(currentCard(second)).toHaveCount(0)

  await continueHere(second).click()
  await expect(cardCounter(second)).toHaveText(counterText('motivation', 4))
  // The first tab stops: it says where MojoMe went, and takes no answers.
  await expect(otherTabNotice(first)).toBeVisible()
  await expect(currentCard(first)).toHaveCount(0)
  await answer(second, answers, 2)
  await expect.poll(() => storedMotivationAnswers(second)).toEqual(answers)

  await continueHere(first).click()
  await expect(cardCounter(first)).toHaveText(counterText('motivation', 6))
  await expect(otherTabNotice(second)).toBeVisible()
  await answer(first, answers, 1)
  await expect.poll(() => storedMotivationAnswers(first)).toEqual(answers)

  // Closing the tab that has MojoMe frees it: the other one carries on from there by itself.
  await first.close()
  await expect(cardCounter(second)).toHaveText(counterText('motivation', 7))
})
