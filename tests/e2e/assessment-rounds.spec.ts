import type { Locator, Page } from '@playwright/test'
import { assessmentTitle, expertiseCopy, roundCopy } from '../../src/content/assessment'
import { deck, MOTIVATION_CARD_COUNT } from '../../src/content/assessment/deck'
import { PROGRESS } from '../../src/domain/assessment/progress'
import {
  answerCard,
  backButton,
  cardCounter,
  cardLabelText,
  completeRound,
  counterText,
  currentCard,
  currentCardId,
  DESKTOP,
  EXIT_MS,
  fill,
  pageHeading,
  progressRing,
  roundDoneMessage,
  startAssessment,
  startButton,
  undoButton,
} from './assessment-helpers'
import { expect, test } from './fixtures'

interface CardWatch {
  transforms: string[]
  nextAfterMs: number
}

/**
 * Presses → and records, in the page, every transform the card takes from the key press until it shows the
 * next card (one card element serves a round, so the next card is the same element with a new label).
 */
async function chooseAndWatchCard(page: Page): Promise<CardWatch> {
  await currentCard(page).evaluate((card) => {
    const watch = new Promise<CardWatch>((resolve) => {
      const transforms: string[] = []
      let pressedAt = 0
      addEventListener('keydown', () => (pressedAt = performance.now()), { capture: true, once: true })
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          if (record.attributeName === 'style') transforms.push((card as HTMLElement).style.transform)
          if (record.attributeName === 'aria-label' || !card.isConnected) {
            observer.disconnect()
            return resolve({ transforms, nextAfterMs: performance.now() - pressedAt })
          }
        }
      })
      observer.observe(card, { attributes: true, attributeFilter: ['style', 'aria-label'] })
      observer.observe(document.body, { subtree: true, childList: true })
    })
    Object.assign(window, { cardWatch: watch })
  })
  await page.keyboard.press('ArrowRight')
  return page.evaluate(() => (window as unknown as { cardWatch: Promise<CardWatch> }).cardWatch)
}

/** The cards waiting behind the one in play (decoration: the page marks them only for this test). */
const stackCards = (page: Page) => page.locator('[data-stack-card]')
const nearestStackCard = (page: Page) => page.locator('[data-stack-card="1"]')

interface Pose {
  scale: number
  /** How far down it sits, in px. */
  y: number
}

/**
 * Presses → and records, every frame from the key press until the next card is in play, the pose of the card
 * that was waiting nearest behind; also gives its pose before the key press.
 */
async function chooseAndWatchStack(page: Page): Promise<{ rest: Pose; frames: Pose[] }> {
  await page.evaluate(() => {
    const nearest = document.querySelector('[data-stack-card="1"]')!
    const card = document.querySelector('[data-card-id]')!
    const label = card.getAttribute('aria-label')
    const pose = () => {
      const matrix = new DOMMatrix(getComputedStyle(nearest).transform)
      return { scale: Math.hypot(matrix.a, matrix.b), y: matrix.f }
    }
    const rest = pose()
    const watch = new Promise<{ rest: Pose; frames: Pose[] }>((resolve) => {
      const frames: Pose[] = []
      addEventListener(
        'keydown',
        () => {
          const sample = () => {
            if (card.getAttribute('aria-label') !== label) return resolve({ rest, frames })
            frames.push(pose())
            requestAnimationFrame(sample)
          }
          sample()
        },
        { capture: true, once: true },
      )
    })
    Object.assign(window, { stackWatch: watch })
  })
  await page.keyboard.press('ArrowRight')
  return page.evaluate(
    () => (window as unknown as { stackWatch: Promise<{ rest: Pose; frames: Pose[] }> }).stackWatch,
  )
}

/** One frame at 60 Hz, the precision of an animation's timing. */
const FRAME_MS = 17

/** Whether a transform moves the card sideways. */
const movesSideways = (transform: string) => /translate3d\((?!0px)/.test(transform)

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the counter and label follow the cards, and Undo takes back the last answer', async ({ page }) => {
    await startAssessment(page)
    await expect(undoButton(page)).toBeDisabled()
    const a = await currentCardId(page)
    const cardA = deck.find((card) => card.id === a)!
    await expect(currentCard(page)).toHaveAccessibleName(cardLabelText(a))
    // One count on screen: the round's counter; neither the card in play nor those behind show a number.
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
    await expect(page.getByText(/\d+ \/ \d+/)).toHaveCount(0)
    // The live region announces the card for screen readers.
    const announcement = fill(roundCopy.announceCard, {
      index: 1,
      total: MOTIVATION_CARD_COUNT,
      left: cardA.statementA,
      right: cardA.statementB,
    })
    await expect(page.getByText(announcement, { exact: true })).toBeAttached()

    await answerCard(page, 'left', 'key')
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 2))
    const second = await currentCardId(page)
    await answerCard(page, 'right', 'click')
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 3))
    const third = await currentCardId(page)
    expect(new Set([a, second, third]).size).toBe(3)

    await undoButton(page).click()
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 2))
    await expect(currentCard(page)).toHaveAccessibleName(cardLabelText(second))
    await undoButton(page).click()
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
    await expect(currentCard(page)).toHaveAccessibleName(cardLabelText(a))
    await expect(undoButton(page)).toBeDisabled()
    await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.motivationStart))

    // The order is fixed for the visit: answering again brings the same second card.
    await answerCard(page, 'right', 'key')
    await expect(currentCard(page)).toHaveAccessibleName(cardLabelText(second))

    await backButton(page).click()
    await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
    await expect(startButton(page)).toBeVisible()
  })

  test('each round closes with its message for 1 s, and Back re-enters a round from its first card', async ({
    page,
  }) => {
    test.slow()
    await startAssessment(page)
    // completeRound checks, in the page, that the closing message shows for a second before the next step.
    await completeRound(page, 'motivation', 'key', () => 'left')
    await expect(roundDoneMessage(page, 'motivation')).toHaveCount(0)
    await expect(page.getByText(roundCopy.fear.intro)).toBeVisible()
    await expect(page.getByText(roundCopy.fear.hint)).toBeVisible()
    await expect(cardCounter(page)).toHaveText(counterText('fear', 1))
    expect(await currentCardId(page)).toBeGreaterThan(MOTIVATION_CARD_COUNT)
    await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.fearStart))

    for (let position = 0; position < 3; position++) await answerCard(page, 'right', 'key')
    await expect(cardCounter(page)).toHaveText(counterText('fear', 4))
    await backButton(page).click()
    await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
    await expect(undoButton(page)).toBeDisabled()
    await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.motivationStart))

    await completeRound(page, 'motivation', 'key', () => 'right')
    await expect(cardCounter(page)).toHaveText(counterText('fear', 1))
    await completeRound(page, 'fear', 'key', () => 'left')
    await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)
  })

  test('on a desktop the next cards wait behind the one in play, hidden from assistive technology', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await startAssessment(page)
    await expect(stackCards(page)).toHaveCount(2)
    const box = async (locator: Locator) => (await locator.boundingBox())!
    const card = await box(currentCard(page))
    const nearest = await box(nearestStackCard(page))
    const farthest = await box(page.locator('[data-stack-card="2"]'))
    // Each one further back shows lower down, and is smaller.
    expect(nearest.y + nearest.height).toBeGreaterThan(card.y + card.height + 8)
    expect(farthest.y + farthest.height).toBeGreaterThan(nearest.y + nearest.height + 8)
    expect(nearest.width).toBeLessThan(card.width)
    expect(farthest.width).toBeLessThan(nearest.width)

    // The card nearest behind is the next one, but only the card in play is in the accessibility tree.
    const nearestText = (await nearestStackCard(page).textContent()) ?? ''
    const next = deck.find((candidate) => nearestText.includes(candidate.statementA))!
    const currentId = await currentCardId(page)
    const current = deck.find((candidate) => candidate.id === currentId)!
    const tree = await page.getByRole('main').ariaSnapshot()
    expect(tree).toContain(current.statementA)
    for (const hidden of [next.statementA, next.statementB, `"${cardLabelText(next.id)}"`])
      expect(tree).not.toContain(hidden)
    await expect(page.getByRole('group')).toHaveCount(1)
    await expect(stackCards(page).locator('button, a, input, [tabindex]')).toHaveCount(0)

    // Without motion the cards behind do not move; the nearest is simply the next card in play.
    const { rest, frames } = await chooseAndWatchStack(page)
    for (const frame of frames) expect(frame).toEqual(rest)
    expect(await currentCardId(page)).toBe(next.id)

    // The stack thins out as the round ends: one card behind the last but one, none behind the last.
    for (let position = 2; position < MOTIVATION_CARD_COUNT - 1; position++)
      await answerCard(page, 'left', 'key')
    await expect(cardCounter(page)).toHaveText(counterText('motivation', MOTIVATION_CARD_COUNT - 1))
    await expect(stackCards(page)).toHaveCount(1)
    await answerCard(page, 'left', 'key')
    await expect(cardCounter(page)).toHaveText(counterText('motivation', MOTIVATION_CARD_COUNT))
    await expect(stackCards(page)).toHaveCount(0)
  })

  test('a choice moves straight to the next card, without the fly-out', async ({ page }) => {
    await startAssessment(page)
    const first = await currentCardId(page)
    const { transforms, nextAfterMs } = await chooseAndWatchCard(page)
    expect(transforms.filter(movesSideways)).toEqual([])
    expect(nextAfterMs).toBeLessThan(EXIT_MS)
    expect(await currentCardId(page)).not.toBe(first)
    await expect(cardCounter(page)).toHaveText(counterText('motivation', 2))
  })
})

test('with motion, the card behind comes forward as the card in play flies out, and is the next card', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await startAssessment(page)
  const waiting = await nearestStackCard(page).textContent()
  const { rest, frames } = await chooseAndWatchStack(page)
  // Before the next card is in play, the card behind has all but reached the front: full size, not lowered.
  const forward = frames.reduce((most, frame) => (frame.y < most.y ? frame : most), rest)
  expect(forward.y).toBeLessThan(rest.y / 4)
  expect(forward.scale).toBeGreaterThan(1 - (1 - rest.scale) / 4)
  const inPlay = await currentCardId(page)
  expect(waiting).toContain(deck.find((card) => card.id === inPlay)!.statementA)
  // And the stack is back in its place behind the new card.
  await expect(stackCards(page)).toHaveCount(2)
  expect(
    await nearestStackCard(page).evaluate((card) => new DOMMatrix(getComputedStyle(card).transform).f),
  ).toBe(rest.y)
})

test('with motion, a choice flies the card out for 200 ms first', async ({ page }) => {
  await startAssessment(page)
  const { transforms, nextAfterMs } = await chooseAndWatchCard(page)
  expect(transforms.some(movesSideways)).toBe(true)
  // The spring times its 200 ms from the frame it starts on, which can be a little before the key press.
  expect(nextAfterMs).toBeGreaterThanOrEqual(EXIT_MS - FRAME_MS)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 2))
})
