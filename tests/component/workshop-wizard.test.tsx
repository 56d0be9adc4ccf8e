import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
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
import { parseWizardSearch } from '../../src/domain/workshop/wizard-search'
import { WorkshopWizard } from '../../src/features/workshops/workshop-wizard'
import { renderPage } from './support/page-router'

/** The wizard on /workshops, its answers in the address as the app reads them. */
async function openWizard(address = '/workshops') {
  const opened = await renderPage(address, {
    path: '/workshops',
    validateSearch: parseWizardSearch,
    render: (search) => <WorkshopWizard search={search} />,
  })
  const { screen } = opened
  return {
    ...opened,
    heading: (name: string) => screen.getByRole('heading', { name }),
    getRecommendation: screen.getByRole('button', { name: wizardCopy.getRecommendation }),
    headcount: (band: HeadcountBand) =>
      screen.getByRole('radio', { name: headcountLabels[band], exact: true }),
    address: () => opened.router.state.location.href,
  }
}

/** Everything the recommendation view shows, with the focus on its heading. */
async function expectRecommendation(
  wizard: Awaited<ReturnType<typeof openWizard>>,
  recommendation: WorkshopRecommendation,
) {
  const copy = workshopRecommendations[recommendation]
  const { screen } = wizard
  await expect.element(screen.getByRole('heading', { level: 3, name: copy.type })).toHaveFocus()
  for (const text of [copy.price, copy.description, copy.note])
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible()
  for (const item of copy.included)
    await expect.element(screen.getByRole('listitem').filter({ hasText: item })).toBeVisible()
  await expect.element(screen.getByRole('link', { name: copy.action })).toHaveAttribute('href', '/intake')
}

describe('WorkshopWizard', () => {
  it('"This is for me" goes straight to the individual wait list; Start Over clears everything', async () => {
    const wizard = await openWizard()
    await expect.element(wizard.heading(wizardCopy.audienceHeading)).toBeVisible()
    await wizard.screen.getByRole('link', { name: wizardCopy.audience.me.label }).click()
    await expect.poll(wizard.address).toBe('/workshops?for=me')
    await expectRecommendation(wizard, 'individual')
    await expect.element(wizard.screen.getByText('From $500 per person')).toBeVisible()

    await wizard.screen.getByRole('button', { name: wizardCopy.startOver }).click()
    await expect.poll(wizard.address).toBe('/workshops')
    await expect.element(wizard.heading(wizardCopy.audienceHeading)).toHaveFocus()
  })

  const teamCases: [HeadcountBand, WorkshopRecommendation, string][] = [
    ['5-10', 'team', '$10,000-$25,000'],
    ['11-25', 'team', '$10,000-$25,000'],
    ['26-50', 'think-week', '$50,000+'],
    ['50+', 'think-week', '$50,000+'],
  ]
  for (const [band, recommendation, price] of teamCases) {
    it(`gives a team of ${band} the ${workshopRecommendations[recommendation].type}`, async () => {
      const wizard = await openWizard()
      const { screen } = wizard
      await screen.getByRole('link', { name: wizardCopy.audience.team.label }).click()
      await expect.element(wizard.heading(wizardCopy.needsHeading)).toHaveFocus()
      await expect.element(wizard.getRecommendation).toBeDisabled()
      const sizes = screen.getByRole('group', { name: wizardCopy.headcountLegend })
      expect(sizes.getByRole('radio').elements()).toHaveLength(HEADCOUNT_BANDS.length)
      await wizard.headcount(band).click()
      await expect.element(wizard.getRecommendation).toBeDisabled()
      await screen.getByRole('radio', { name: primaryNeedLabels.ready.label }).click()
      await wizard.getRecommendation.click()

      await expectRecommendation(wizard, recommendation)
      await expect.element(screen.getByText(price, { exact: false }).first()).toBeVisible()
    })
  }

  it('a need alone does not enable the recommendation, and the keyboard can do it all', async () => {
    const wizard = await openWizard()
    const { screen } = wizard
    ;(screen.getByRole('link', { name: wizardCopy.audience.team.label }).element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await screen.getByRole('radio', { name: primaryNeedLabels.transformation.label }).click()
    await expect.element(wizard.getRecommendation).toBeDisabled()
    ;(wizard.headcount('5-10').element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(wizard.headcount('11-25')).toBeChecked()
    ;(wizard.getRecommendation.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expectRecommendation(wizard, 'team')
  })

  it('Back and Forward move between the views, keeping the team answers', async () => {
    const wizard = await openWizard()
    const { screen, history } = wizard
    await screen.getByRole('link', { name: wizardCopy.audience.team.label }).click()
    await wizard.headcount('26-50').click()
    await screen.getByRole('radio', { name: primaryNeedLabels.new.label }).click()
    await wizard.getRecommendation.click()
    await expect.poll(wizard.address).toBe('/workshops?for=team&size=26-50&need=new')
    await expectRecommendation(wizard, 'think-week')

    history.back()
    await expect.element(wizard.heading(wizardCopy.needsHeading)).toBeVisible()
    await expect.element(wizard.headcount('26-50')).toBeChecked()
    await expect.element(wizard.getRecommendation).toBeEnabled()
    history.back()
    await expect.element(wizard.heading(wizardCopy.audienceHeading)).toBeVisible()
    history.forward()
    await expect.element(wizard.heading(wizardCopy.needsHeading)).toBeVisible()
    await screen.getByRole('button', { name: wizardCopy.back }).click()
    await expect.element(wizard.heading(wizardCopy.audienceHeading)).toHaveFocus()
  })

  for (const [address, heading] of [
    ['/workshops?for=team&size=50%2B&need=transformation', workshopRecommendations['think-week'].type],
    ['/workshops?for=team&size=9000&need=<b>', wizardCopy.needsHeading],
    ['/workshops?for=robots', wizardCopy.audienceHeading],
  ] as const) {
    it(`opens ${address} on "${heading}"`, async () => {
      const wizard = await openWizard(address)
      await expect.element(wizard.heading(heading)).toBeVisible()
    })
  }
})
