import { powersCopy, resultsCopy, roundCopy } from '../../src/content/assessment'
import { deck } from '../../src/content/assessment/deck'
import { superPowers } from '../../src/content/assessment/powers'
import { PROGRESS, PROGRESS_HIGHLIGHT_FROM } from '../../src/domain/assessment/progress'
import {
  answerCard,
  cardCounter,
  completeAssessment,
  completeRound,
  counterText,
  currentCard,
  currentCardId,
  DESKTOP,
  expectResults,
  expectSameCard,
  expertiseInput,
  generateButton,
  mouseDrag,
  openTitle,
  pageHeading,
  powerButton,
  progressRing,
  resumeButton,
  startButton,
  startAssessment,
  SWIPE_MIN_PX,
  tabTo,
  type Answers,
  type Journey,
} from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'

const halfway = (from: number, to: number) => (from + to) / 2

test.describe('on a desktop, by mouse', () => {
  test.use({ viewport: DESKTOP })

  test('a drag under 10 px or mostly vertical does not answer; dragging completes the flow', async ({
    page,
  }) => {
    test.slow()
    await startAssessment(page)
    await expect(page.getByText(roundCopy.controlsHint.pointer)).toBeVisible()
    await expect(page.getByText(roundCopy.controlsHint.touch)).toBeHidden()
    const first = await currentCardId(page)
    const card = deck.find((candidate) => candidate.id === first)!
    // Statement A on the left, statement B on the right.
    const left = currentCard(page).getByRole('button', { name: card.statementA })
    const right = currentCard(page).getByRole('button', { name: card.statementB })
    expect((await left.boundingBox())!.x).toBeLessThan((await right.boundingBox())!.x)

    await mouseDrag(page, SWIPE_MIN_PX / 2)
    await expectSameCard(page, first, 1)
    await mouseDrag(page, -(SWIPE_MIN_PX + 5), 150)
    await expectSameCard(page, first, 1)

    await answerCard(page, 'left', 'mouse')
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 2))

    // The rest of the motivation round left too, the fear round all right.
    const journey = await completeAssessment(page, 'mouse')
    journey.motivation[first] = 'left'
    await expectResults(page, journey)

    // A finished assessment is never offered to resume: the next visitor starts fresh (the card is in /result).
    await page.goto('/mojo-me')
    await waitForHydration(page)
    await expect(startButton(page)).toBeVisible()
    await expect(resumeButton(page)).toHaveCount(0)
  })

  test('a horizontal drag of exactly 10 px answers', async ({ page }) => {
    await startAssessment(page)
    const first = await currentCardId(page)
    await mouseDrag(page, SWIPE_MIN_PX)
    // A second is ample for the 200 ms fly-out.
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 2), { timeout: 1000 })
    expect(await currentCardId(page)).not.toBe(first)
  })
})

test.describe('by keyboard', () => {
  // The fly-out is covered by the mouse, touch and motion tests; here it would only slow the walk down.
  test.use({ reducedMotion: 'reduce' })

  test('Tab, Enter, arrows and Space complete the flow; the progress ring marks every anchor', async ({
    page,
  }) => {
    test.slow()
    const ring = progressRing(page)
    const expectProgress = async (value: number) => {
      await expect(ring).toHaveAttribute('aria-valuenow', String(value))
      await expect(ring).toHaveAttribute('data-highlighted', String(value >= PROGRESS_HIGHLIGHT_FROM))
    }

    await openTitle(page)
    await expectProgress(PROGRESS.title)
    await tabTo(page, startButton(page))
    await page.keyboard.press('Enter')
    await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
    await expect(pageHeading(page)).toBeFocused()
    await expectProgress(PROGRESS.motivationStart)

    const motivation: Answers = {}
    // Halfway through each round the ring is halfway between the round's anchors: 32 after 9 of 18.
    for (let position = 0; position < 9; position++)
      motivation[await answerCard(page, 'left', 'key')] = 'left'
    await expectProgress(halfway(PROGRESS.motivationStart, PROGRESS.fearStart))
    await completeRound(page, 'motivation', 'key', () => 'right', motivation)
    await expectProgress(PROGRESS.fearStart)

    const fear: Answers = {}
    for (let position = 0; position < 6; position++) fear[await answerCard(page, 'left', 'key')] = 'left'
    await expectProgress(halfway(PROGRESS.fearStart, PROGRESS.knowledge))
    await completeRound(page, 'fear', 'key', () => 'left', fear)
    await expectProgress(PROGRESS.knowledge)

    const expertise = 'Sleep science'
    await tabTo(page, expertiseInput(page))
    await page.keyboard.type(expertise)
    await page.keyboard.press('Enter')
    await expect(pageHeading(page)).toHaveText(powersCopy.heading)
    await expectProgress(PROGRESS.superpowersStart)

    const powers = [superPowers[1]!, superPowers[7]!, superPowers[22]!]
    for (const power of powers) {
      await tabTo(page, powerButton(page, power))
      await page.keyboard.press('Space')
      await expect(powerButton(page, power)).toHaveAttribute('aria-pressed', 'true')
    }
    await expectProgress(PROGRESS.superpowersDone)
    await tabTo(page, generateButton(page))
    await page.keyboard.press('Enter')
    await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
    await expectProgress(PROGRESS.results)

    const journey: Journey = { motivation, fear, expertise, powers }
    await expectResults(page, journey)
  })
})
