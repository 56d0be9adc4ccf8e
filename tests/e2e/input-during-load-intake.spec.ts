/**
 * The intake typed at machine speed from the moment its fields appear (tests/e2e/during-load.ts): nothing typed
 * is lost, Next enables by the rules, and the saved draft holds what the page shows.
 */
import type { Page } from '@playwright/test'
import { intakeCopy, intakeFields } from '../../src/content/intake'
import { industryLabels, orgSizeLabels } from '../../src/content/intake-options'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { INTAKE_DRAFT_VERSION } from '../../src/domain/intake/intake-draft-version'
import { emptyIntakeAnswers } from '../../src/domain/intake/intake-fields'
import { describeSweeps, openLoading, repeatVisits, startTyping, expectRaced } from './during-load'
import { isLive } from './first-visit'
import { APP_CODE, expect, test } from './fixtures'

describeSweeps((rate) => {
  test('/intake keeps every answer; Next enables and the saved draft holds them all', async ({
    browser,
    baseURL,
  }) => {
    const raced = await repeatVisits(browser, baseURL, rate, async (page, run) => {
      const answers = {
        orgName: `Acme ${run}`,
        role: `Head of L&D ${run}`,
        email: `ada+${run}@acme.example`,
      }
      const field = (label: string) => page.getByLabel(label, { exact: true })
      await openLoading(page, '/intake')
      const early = await startTyping(field(intakeFields.orgName.label), run, rate)
      await field(intakeFields.orgName.label).pressSequentially(answers.orgName)
      await field(intakeFields.orgSize.label).selectOption({ label: orgSizeLabels[300] })
      await field(intakeFields.industry.label).selectOption({ label: industryLabels.education })
      await field(intakeFields.role.label).fill(answers.role)
      await field(intakeFields.email.label).fill(answers.email)

      const next = page.getByRole('button', { name: intakeCopy.next })
      await expect(next).toBeEnabled()
      await expect(field(intakeFields.orgName.label)).toHaveValue(answers.orgName)
      await expect(field(intakeFields.orgSize.label)).toHaveValue('300')
      await expect(field(intakeFields.industry.label)).toHaveValue('education')
      await expect(field(intakeFields.role.label)).toHaveValue(answers.role)
      await expect(field(intakeFields.email.label)).toHaveValue(answers.email)
      await expect(page.getByText(intakeCopy.completeToContinue)).toBeHidden()
      // The draft is the app's reading of the form: it must hold what the page shows.
      await expect
        .poll(async () => JSON.parse((await readDraft(page)) ?? '{}').answers)
        .toMatchObject({ ...answers, orgSize: 300, industry: 'education' })
      return early
    })
    expectRaced(raced, rate)
  })
})

test('a saved intake draft fills only what the visitor has not typed since the page appeared', async ({
  page,
}) => {
  const draft = {
    ...emptyIntakeAnswers(),
    orgName: 'Old Name Ltd',
    orgSize: 50,
    industry: 'finance',
    role: 'Old role',
    email: 'old@example.com',
  }
  await page.addInitScript(({ key, stored }) => localStorage.setItem(key, stored), {
    key: LOCAL_KEYS.intakeDraft,
    stored: JSON.stringify({ version: INTAKE_DRAFT_VERSION, answers: draft }),
  })
  let releaseAppCode = () => {}
  const held = new Promise<void>((resolve) => (releaseAppCode = resolve))
  await page.route(APP_CODE, async (route) => {
    await held
    await route.continue()
  })
  const field = (label: string) => page.getByLabel(label, { exact: true })

  await openLoading(page, '/intake')
  await field(intakeFields.orgName.label).fill('New Name GmbH')
  await field(intakeFields.industry.label).selectOption({ label: industryLabels.education })
  await field(intakeFields.email.label).fill('new@example.com')
  expect(await isLive(field(intakeFields.orgName.label)), 'typed before the app ran').toBe(false)
  releaseAppCode()

  await expect(page.getByRole('button', { name: intakeCopy.next })).toBeEnabled()
  await expect(field(intakeFields.orgName.label)).toHaveValue('New Name GmbH')
  await expect(field(intakeFields.industry.label)).toHaveValue('education')
  await expect(field(intakeFields.email.label)).toHaveValue('new@example.com')
  await expect(field(intakeFields.orgSize.label)).toHaveValue('50')
  await expect(field(intakeFields.role.label)).toHaveValue('Old role')
  await expect.poll(() => readDraft(page)).toContain('new@example.com')
})

/** The intake draft as stored. */
function readDraft(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.intakeDraft)
}
