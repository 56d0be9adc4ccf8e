/** MojoMe on a phone, by touch: swipes answer, a vertical swipe scrolls, and the page never grows sideways. */
import { roundCopy } from '../../src/content/assessment'
import { superPowers } from '../../src/content/assessment/powers'
import {
  completeAssessment,
  currentCardId,
  expectResults,
  expectSameCard,
  holdTouchDrag,
  PHONE,
  recordDocumentWidth,
  startAssessment,
  touchSwipe,
  waitForScrollToSettle,
} from './assessment-helpers'
import { expect, test } from './fixtures'

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('a vertical swipe scrolls instead of answering; swiping completes the flow', async ({ page }) => {
    test.slow()
    await startAssessment(page)
    const first = await currentCardId(page)
    const scrolled = await page.evaluate(() => window.scrollY)
    await touchSwipe(page, 20, -200)
    await waitForScrollToSettle(page)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled)
    await expectSameCard(page, first, 1)

    // The hint speaks of fingers, not of keys the phone does not have.
    await expect(page.getByText(roundCopy.controlsHint.touch)).toBeVisible()
    await expect(page.getByText(roundCopy.controlsHint.pointer)).toBeHidden()

    // The page never grows sideways: not while a finger holds the card out to either side, nor as it flies.
    const widestDocument = await recordDocumentWidth(page)
    const menu = page.getByRole('button', { name: /menu/i })
    for (const dx of [150, -150]) {
      const release = await holdTouchDrag(page, dx)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width)
      const menuBox = await menu.boundingBox()
      expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(PHONE.width)
      await release()
      await expectSameCard(page, first, 1)
    }

    // Motivation alternates left and right; fear is right for the first four, then left.
    const journey = await completeAssessment(page, 'touch', {
      motivationSide: (position) => (position % 2 === 0 ? 'left' : 'right'),
      fearSide: (position) => (position < 4 ? 'right' : 'left'),
      expertise: 'Behavioural Economics',
      powers: [superPowers[20]!, superPowers[5]!, superPowers[14]!],
      press: 'tap',
    })
    await expectResults(page, journey)
    expect(await widestDocument(), 'the widest the document was, any frame').toBe(PHONE.width)
  })
})
