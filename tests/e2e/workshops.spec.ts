import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { wizardCopy, workshopRecommendations } from '../../src/content/workshops'
import { packagesCopy, workshopPackages } from '../../src/content/workshops/packages'
import { workshopsClosing } from '../../src/content/workshops/sections'
import { expect, scrollThrough, test, waitForHydration } from './fixtures'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const wizard = (page: Page) => page.getByRole('region', { name: wizardCopy.heading })

async function openWizard(page: Page, path = '/workshops') {
  await page.goto(path)
  await waitForHydration(page)
}

test('three packages, each with its facts and a Get Started link to the intake', async ({ page }) => {
  await openWizard(page)
  const packages = page.getByRole('region', { name: packagesCopy.heading }).getByRole('article')
  await expect(packages).toHaveCount(workshopPackages.length)
  for (const pack of workshopPackages) {
    const card = page.getByRole('article', { name: pack.name })
    await expect(card.getByRole('heading', { name: pack.name })).toBeVisible()
    for (const fact of [pack.duration, pack.participants, pack.price, pack.description, pack.idealFor]) {
      await expect(card).toContainText(fact)
    }
    for (const feature of pack.features) await expect(card).toContainText(feature)
    await expect(card.getByText(packagesCopy.popular)).toHaveCount(pack.popular ? 1 : 0)
    await expect(card.getByRole('link', { name: packagesCopy.getStarted })).toHaveAttribute('href', '/intake')
  }
  await expect(page.getByRole('article', { name: '2-3 Day Workshop' })).toContainText(packagesCopy.popular)

  await page
    .getByRole('article', { name: 'Think Week' })
    .getByRole('link', { name: packagesCopy.getStarted })
    .click()
  await expect(page).toHaveURL(/\/intake$/)
})

test('the closing call to action leads to the intake and to contact', async ({ page }) => {
  await openWizard(page)
  const closing = page.getByRole('region', { name: workshopsClosing.heading })
  for (const action of workshopsClosing.actions) {
    await expect(closing.getByRole('link', { name: action.label })).toHaveAttribute(
      'href',
      'to' in action ? action.to : '',
    )
  }
})

test('every wizard view passes axe, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // Each address is honoured once the prerendered page (always the first view) has hydrated.
  for (const [path, heading] of [
    ['/workshops?for=team', wizardCopy.needsHeading],
    ['/workshops?for=team&size=11-25&need=new', workshopRecommendations.team.type],
    ['/workshops?for=me', workshopRecommendations.individual.type],
  ]) {
    await openWizard(page, path)
    await expect(wizard(page).getByRole('heading', { level: 3, name: heading })).toBeVisible()
    await scrollThrough(page)
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(
      results.violations.map(({ id, nodes }) => `${path} ${id}: ${nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  }
})
