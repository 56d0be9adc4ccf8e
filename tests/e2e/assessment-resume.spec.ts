import type { Page } from '@playwright/test'
import {
  assessmentCopy,
  assessmentTitle,
  expertiseCopy,
  powersCopy,
  resultsCopy,
  roundCopy,
} from '../../src/content/assessment'
import { REQUIRED_POWER_COUNT } from '../../src/content/assessment/powers'
import { PROGRESS } from '../../src/domain/assessment/progress'
import {
  answerCard,
  cardCounter,
  choosePowers,
  completeAssessment,
  completeRound,
  counterText,
  currentCard,
  currentCardId,
  cardLabelText,
  expectResults,
  fill,
  generateButton,
  openTitle,
  pageHeading,
  powerButton,
  progressRing,
  resumeButton,
  startAssessment,
  startButton,
  startOverButton,
  storedSession,
  submitExpertise,
  THREE_POWERS,
  undoButton,
  waitForHydration,
  type Round,
} from './assessment-helpers'
import { expect, test } from './fixtures'

test.use({ reducedMotion: 'reduce' })

/** Reloads and waits for the step's heading; the address carries the step. */
async function reloadInto(page: Page, step: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/mojo-me\\?step=${step}$`))
  await page.reload()
  await expect(pageHeading(page)).toHaveText(heading)
  await expect(page).toHaveURL(new RegExp(`/mojo-me\\?step=${step}$`))
}

/** Answers `count` cards, then reloads and expects the same card, counter and progress. */
async function reloadMidRound(page: Page, round: Round, count: number): Promise<void> {
  for (let answered = 0; answered < count; answered++) await answerCard(page, 'left', 'key')
  const id = await currentCardId(page)
  const progress = await progressRing(page).getAttribute('aria-valuenow')
  await reloadInto(page, round, roundCopy[round].heading)
  await expect(cardCounter(page)).toHaveText(counterText(round, count + 1))
  await expect(currentCard(page)).toHaveAccessibleName(cardLabelText(id))
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', progress ?? '')
}

test('a reload returns to the same step and card, at every step', async ({ page }) => {
  test.slow()
  await startAssessment(page)
  await reloadMidRound(page, 'motivation', 5)
  await completeRound(page, 'motivation', 'key', () => 'left')
  await reloadMidRound(page, 'fear', 4)
  await completeRound(page, 'fear', 'key', () => 'right')

  await reloadInto(page, 'knowledge', expertiseCopy.heading)
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.knowledge))
  await submitExpertise(page, 'Negotiation')

  await choosePowers(page, THREE_POWERS.slice(0, 2))
  await reloadInto(page, 'superpowers', powersCopy.heading)
  for (const power of THREE_POWERS.slice(0, 2))
    await expect(powerButton(page, power)).toHaveAttribute('aria-pressed', 'true')
  await expect(powerButton(page, THREE_POWERS[2]!)).toHaveAttribute('aria-pressed', 'false')
  await expect(
    page.getByText(fill(powersCopy.counter, { count: 2, required: REQUIRED_POWER_COUNT }), { exact: true }),
  ).toBeVisible()
  await choosePowers(page, THREE_POWERS.slice(2))
  await generateButton(page).click()
  await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
  const name = await page.getByRole('article').getByRole('heading', { level: 2 }).first().textContent()
  const completedIn = await page.getByText(new RegExp(`^${resultsCopy.completedIn} `)).textContent()

  await reloadInto(page, 'results', resultsCopy.heading)
  await expect(page.getByRole('article', { name: name ?? '' })).toBeVisible()
  await expect(page.getByText(completedIn ?? '', { exact: true })).toBeVisible()
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.results))
})

test('the title offers Resume or Start over for an unfinished session', async ({ page }) => {
  await startAssessment(page)
  for (let answered = 0; answered < 3; answered++) await answerCard(page, 'right', 'key')
  const fourth = await currentCardId(page)

  await openTitle(page)
  await expect(page.getByText(assessmentCopy.resumeNote)).toBeVisible()
  await expect(resumeButton(page)).toBeVisible()
  await expect(startOverButton(page)).toBeVisible()
  await expect(startButton(page)).toHaveCount(0)
  // An unknown step in the address is the title too, with the same offer.
  await page.goto('/mojo-me?step=nonsense')
  await expect(resumeButton(page)).toBeVisible()
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await resumeButton(page).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 4))
  await expect(currentCard(page)).toHaveAccessibleName(cardLabelText(fourth))

  await openTitle(page)
  await startOverButton(page).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
  await expect(undoButton(page)).toBeDisabled()
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.motivationStart))
  // The new session is the one saved: a reload lands on its first card.
  await page.reload()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
})

test('Start Over on the results returns to a fresh title', async ({ page }) => {
  test.slow()
  await startAssessment(page)
  const journey = await completeAssessment(page, 'key')
  await expectResults(page, journey)

  await page.getByRole('button', { name: resultsCopy.startOver, exact: true }).click()
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await expect(page).toHaveURL(/\/mojo-me$/)
  await expect(startButton(page)).toBeVisible()
  await expect(resumeButton(page)).toHaveCount(0)
  await expect.poll(() => storedSession(page)).toBeNull()

  // Nothing is offered back after a reload either.
  await page.reload()
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await waitForHydration(page)
  await expect(startButton(page)).toBeVisible()
  await expect(resumeButton(page)).toHaveCount(0)
  await startButton(page).click()
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.motivationStart))
})
