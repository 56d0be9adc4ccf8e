/** The end of the results screen: what a visitor does next, and deleting their data from there. */
import AxeBuilder from '@axe-core/playwright'
import { assessmentTitle } from '../../src/content/assessment'
import { nextStepsCopy, resultsListCopy } from '../../src/content/results'
import { shareCopy } from '../../src/content/share'
import { wizardCopy } from '../../src/content/workshops'
import { completeAssessment, pageHeading, startAssessment, WCAG_TAGS } from './assessment-helpers'
import { expect, scrollThrough, test } from './fixtures'

test.use({ reducedMotion: 'reduce' })

test('the result ends in next steps: compare, a team workshop, the toolkit, and deleting the data', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await startAssessment(page)
  await completeAssessment(page, 'key')
  const steps = page.getByRole('region', { name: nextStepsCopy.heading })
  await expect(steps).toBeVisible()
  // Before the footer, after everything else on the results screen.
  expect(await steps.evaluate((node) => node.nextElementSibling === null)).toBe(true)

  await steps.getByRole('button', { name: nextStepsCopy.compareAction }).click()
  const dialog = page.getByRole('dialog', { name: shareCopy.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: shareCopy.close }).click()
  await expect(dialog).toBeHidden()

  const team = steps.getByRole('link', { name: nextStepsCopy.teamAction })
  await expect(team).toHaveAttribute('href', `/workshops?for=team#${wizardCopy.sectionId}`)
  await expect(steps.getByRole('link', { name: nextStepsCopy.toolkitAction })).toHaveAttribute(
    'href',
    '/product',
  )
  await scrollThrough(page)
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // Asked first; then gone from the device, said in a notice, and the screen is back at the title.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(resultsListCopy.confirmDeleteAll)
    void confirm.accept()
  })
  await steps.getByRole('button', { name: resultsListCopy.deleteAll }).click()
  await expect(page.getByText(resultsListCopy.deleted)).toBeVisible()
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await page.goto('/result')
  await expect(page.getByRole('heading', { name: resultsListCopy.emptyTitle })).toBeVisible()
})
