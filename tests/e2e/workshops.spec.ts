import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  headcountLabels,
  primaryNeedLabels,
  wizardCopy,
  workshopRecommendations,
} from '../../src/content/workshops'
import {
  HEADCOUNT_BANDS,
  type HeadcountBand,
  type WorkshopRecommendation,
} from '../../src/content/facilitator/tablet-choices'
import { packagesCopy, workshopPackages } from '../../src/content/workshops/packages'
import { workshopsClosing } from '../../src/content/workshops/sections'
import { expect, scrollThrough, test, waitForHydration } from './fixtures'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const wizard = (page: Page) => page.getByRole('region', { name: wizardCopy.heading })
const getRecommendation = (page: Page) =>
  wizard(page).getByRole('button', { name: wizardCopy.getRecommendation })

async function openWizard(page: Page, path = '/workshops') {
  await page.goto(path)
  await waitForHydration(page)
}

/** Checks everything the recommendation view shows, and that focus landed on its heading. */
async function expectRecommendation(page: Page, recommendation: WorkshopRecommendation) {
  const copy = workshopRecommendations[recommendation]
  const heading = wizard(page).getByRole('heading', { level: 3, name: copy.type })
  await expect(heading).toBeVisible()
  await expect(heading).toBeFocused()
  await expect(wizard(page)).toContainText(copy.price)
  await expect(wizard(page)).toContainText(copy.description)
  await expect(wizard(page)).toContainText(copy.note)
  for (const item of copy.included)
    await expect(wizard(page).getByRole('listitem').filter({ hasText: item })).toBeVisible()
  await expect(wizard(page).getByRole('link', { name: copy.action })).toHaveAttribute('href', '/intake')
}

test('"This is for me" goes straight to the individual wait list; Start Over clears everything', async ({
  page,
}) => {
  await openWizard(page)
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.audienceHeading })).toBeVisible()
  await wizard(page).getByRole('link', { name: wizardCopy.audience.me.label }).click()
  await expect(page).toHaveURL(/\/workshops\?for=me$/)
  await expectRecommendation(page, 'individual')
  await expect(wizard(page)).toContainText('From $500 per person')

  await wizard(page).getByRole('button', { name: wizardCopy.startOver }).click()
  await expect(page).toHaveURL(/\/workshops$/)
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.audienceHeading })).toBeFocused()
})

const teamCases: [HeadcountBand, WorkshopRecommendation, string][] = [
  ['5-10', 'team', '$10,000-$25,000'],
  ['11-25', 'team', '$10,000-$25,000'],
  ['26-50', 'think-week', '$50,000+'],
  ['50+', 'think-week', '$50,000+'],
]

for (const [band, recommendation, price] of teamCases) {
  test(`a team of ${band} gets the ${workshopRecommendations[recommendation].type}`, async ({ page }) => {
    await openWizard(page)
    await wizard(page).getByRole('link', { name: wizardCopy.audience.team.label }).click()
    await expect(wizard(page).getByRole('heading', { name: wizardCopy.needsHeading })).toBeFocused()
    await expect(getRecommendation(page)).toBeDisabled()

    const sizes = wizard(page).getByRole('group', { name: wizardCopy.headcountLegend })
    await expect(sizes.getByRole('radio')).toHaveCount(HEADCOUNT_BANDS.length)
    await sizes.getByRole('radio', { name: headcountLabels[band], exact: true }).check()
    await expect(getRecommendation(page)).toBeDisabled()
    const needs = wizard(page).getByRole('group', { name: wizardCopy.needLegend })
    await needs.getByRole('radio', { name: primaryNeedLabels.ready.label }).check()
    await expect(getRecommendation(page)).toBeEnabled()
    await getRecommendation(page).click()

    await expectRecommendation(page, recommendation)
    await expect(wizard(page)).toContainText(price)
  })
}

test('a need alone does not enable the recommendation, and the keyboard can do it all', async ({ page }) => {
  await openWizard(page)
  await wizard(page).getByRole('link', { name: wizardCopy.audience.team.label }).focus()
  await page.keyboard.press('Enter')
  await wizard(page).getByRole('radio', { name: primaryNeedLabels.transformation.label }).check()
  await expect(getRecommendation(page)).toBeDisabled()
  await wizard(page).getByRole('radio', { name: headcountLabels['5-10'], exact: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(wizard(page).getByRole('radio', { name: headcountLabels['11-25'], exact: true })).toBeChecked()
  await getRecommendation(page).focus()
  await page.keyboard.press('Enter')
  await expectRecommendation(page, 'team')
})

test('Back and Forward move between the wizard views, keeping the team answers', async ({ page }) => {
  await openWizard(page)
  await wizard(page).getByRole('link', { name: wizardCopy.audience.team.label }).click()
  await wizard(page).getByRole('radio', { name: headcountLabels['26-50'], exact: true }).check()
  await wizard(page).getByRole('radio', { name: primaryNeedLabels.new.label }).check()
  await getRecommendation(page).click()
  await expect(page).toHaveURL(/\/workshops\?for=team&size=26-50&need=new$/)
  await expectRecommendation(page, 'think-week')

  await page.goBack()
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.needsHeading })).toBeVisible()
  await expect(wizard(page).getByRole('radio', { name: headcountLabels['26-50'], exact: true })).toBeChecked()
  await expect(getRecommendation(page)).toBeEnabled()
  await page.goBack()
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.audienceHeading })).toBeVisible()
  await page.goForward()
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.needsHeading })).toBeVisible()
  await wizard(page).getByRole('button', { name: wizardCopy.back }).click()
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.audienceHeading })).toBeFocused()
})

test('an address with wizard answers opens on its recommendation; a bad one on the first question', async ({
  page,
}) => {
  await openWizard(page, '/workshops?for=team&size=50%2B&need=transformation')
  await expect(
    wizard(page).getByRole('heading', { name: workshopRecommendations['think-week'].type }),
  ).toBeVisible()
  await openWizard(page, '/workshops?for=team&size=9000&need=<b>')
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.needsHeading })).toBeVisible()
  await openWizard(page, '/workshops?for=robots')
  await expect(wizard(page).getByRole('heading', { name: wizardCopy.audienceHeading })).toBeVisible()
})

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
  for (const path of [
    '/workshops?for=team',
    '/workshops?for=team&size=11-25&need=new',
    '/workshops?for=me',
  ]) {
    await openWizard(page, path)
    await expect(wizard(page).getByRole('heading', { level: 3 })).toBeVisible()
    await scrollThrough(page)
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(
      results.violations.map(({ id, nodes }) => `${path} ${id}: ${nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  }
})
