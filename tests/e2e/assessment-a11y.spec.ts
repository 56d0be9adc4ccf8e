import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { resultsCopy, roundCopy } from '../../src/content/assessment'
import {
  answerCard,
  choosePowers,
  completeRound,
  currentCard,
  DESKTOP,
  expertiseInput,
  generateButton,
  submitExpertise,
  openTitle,
  pageHeading,
  PHONE,
  startButton,
  suggestionList,
  tabTo,
  THREE_POWERS,
  WCAG_TAGS,
} from './assessment-helpers'
import { expect, scrollThrough, test } from './fixtures'

async function expectNoViolations(page: Page, step: string): Promise<void> {
  await scrollThrough(page)
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  // Soft, so one run reports every step's violations.
  expect
    .soft(
      results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
      `axe violations on the ${step} step`,
    )
    .toEqual([])
}

/** A round's card at rest (pointer parked on the heading), with a statement hovered, and one focused by Tab. */
async function expectRoundAccessible(page: Page, round: string): Promise<void> {
  await pageHeading(page).hover()
  await expectNoViolations(page, round)
  const statements = currentCard(page).getByRole('button')
  await expect(statements).toHaveCount(2)
  await statements.first().hover()
  await expectNoViolations(page, `${round} (left statement hovered)`)
  await pageHeading(page).hover()
  await tabTo(page, statements.last())
  await expectNoViolations(page, `${round} (right statement focused)`)
}

// Reduced motion, so axe never looks at a card in mid-flight or a chart half drawn.
test.use({ reducedMotion: 'reduce' })

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`every MojoMe step has no axe violations on ${name}`, async ({ page }) => {
    test.slow()
    await page.setViewportSize(viewport)
    await openTitle(page)
    await expectNoViolations(page, 'title')

    await startButton(page).click()
    await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
    await answerCard(page, 'left', 'key')
    await expectRoundAccessible(page, 'motivation')
    await completeRound(page, 'motivation', 'key', () => 'left')

    await answerCard(page, 'right', 'key')
    await expectRoundAccessible(page, 'fear')
    await completeRound(page, 'fear', 'key', () => 'right')

    await expertiseInput(page).fill('de')
    await expect(suggestionList(page)).toBeVisible()
    await expect(suggestionList(page).getByRole('option').first()).toBeVisible()
    await expectNoViolations(page, 'knowledge (suggestions open)')
    await submitExpertise(page, 'Design Thinking')

    await choosePowers(page, THREE_POWERS)
    await expect(generateButton(page)).toBeEnabled()
    await expectNoViolations(page, 'superpowers (three chosen)')
    await generateButton(page).click()

    await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
    for (const chart of [resultsCopy.motivationChart, resultsCopy.fearChart])
      await expect(page.getByRole('figure', { name: chart }).getByRole('img')).toBeVisible()
    await expectNoViolations(page, 'results')
  })
}
