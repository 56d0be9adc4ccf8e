import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  deliveryOutcomeCopy,
  intakeCopy,
  intakeFields,
  intakeResultCopy,
  intakeToast,
  summaryLabels,
} from '../../src/content/intake'
import {
  aiUseLabels,
  budgetLabels,
  gapLabels,
  industryLabels,
  orgSizeLabels,
  timelineLabels,
  urgencyLabels,
} from '../../src/content/intake-options'
import {
  intakeRecommendations,
  recommendedPackage,
  type IntakeRecommendation,
} from '../../src/content/intake-recommendations'
import { resultsListCopy } from '../../src/content/results'
import { packagesCopy } from '../../src/content/workshops/packages'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { mailHandOffCopy } from '../../src/content/forms'
import { outboxMail } from '../../src/content/outbox'
import { catchMailApp, mailHandOff, outboxRows } from './contact-helpers'
import { expect, scrollThrough, test, waitForHydration } from './fixtures'
import {
  base,
  completeIntake,
  fillStep1,
  fillStep2,
  fillStep3,
  nextButton,
  openIntake,
  radio,
  resultHeading,
  stepHeading,
  submitButton,
  type Answers,
} from './intake-helpers'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Expects the field to be flagged, described by its error message. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
}

async function expectGroupError(page: Page, legend: string, message: string) {
  const group = page.getByRole('group', { name: legend })
  await expect(group.getByText(message)).toBeVisible()
  await expect(group.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const completeHint = (page: Page) => page.getByText(intakeCopy.completeToContinue)

test('step 1: Next is enabled only when every required field is filled; a field left empty or a bad e-mail is named', async ({
  page,
}) => {
  await openIntake(page)
  await expect(page.getByRole('progressbar', { name: intakeCopy.progressLabel })).toHaveAttribute(
    'aria-valuenow',
    '1',
  )
  await expect(page.getByRole('button', { name: intakeCopy.previous })).toHaveCount(0)
  await expect(nextButton(page)).toBeDisabled()
  await expect(nextButton(page)).toHaveAccessibleDescription(intakeCopy.completeToContinue)
  await expect(completeHint(page)).toBeVisible()

  // Leaving a required field empty names it; filling it clears the message.
  await page.getByLabel(intakeFields.orgName.label).focus()
  await page.keyboard.press('Tab')
  await expectFieldError(page, intakeFields.orgName.label, intakeFields.orgName.required)
  await expect(page.getByLabel(intakeFields.orgSize.label)).not.toHaveAttribute('aria-invalid')
  await page.getByLabel(intakeFields.orgName.label).fill(base.orgName)
  await expect(page.getByLabel(intakeFields.orgName.label)).not.toHaveAttribute('aria-invalid')
  await expect(nextButton(page)).toBeDisabled()

  await fillStep1(page, { ...base, email: 'ada at acme' })
  await page.getByLabel(intakeFields.email.label).blur()
  await expectFieldError(page, intakeFields.email.label, intakeFields.email.invalid)
  await expect(nextButton(page)).toBeDisabled()
  await expect(stepHeading(page, 1)).toBeVisible()

  await page.getByLabel(intakeFields.email.label).fill(base.email)
  await expect(completeHint(page)).toBeHidden()
  await nextButton(page).click()
  await expect(stepHeading(page, 2)).toBeFocused()
  await expect(page).toHaveURL(/\/intake\?step=2$/)
  await expect(page.getByRole('progressbar', { name: intakeCopy.progressLabel })).toHaveAttribute(
    'aria-valuenow',
    '2',
  )
})

test('step 2: AI use and challenges are required, the gaps are not', async ({ page }) => {
  await openIntake(page)
  await fillStep1(page, base)
  await nextButton(page).click()
  await expect(nextButton(page)).toBeDisabled()
  await radio(page, aiUseLabels.none.label).focus()
  await page.keyboard.press('Shift+Tab')
  await expectGroupError(page, intakeFields.currentAIUse.legend, intakeFields.currentAIUse.required)

  await radio(page, aiUseLabels.moderate.label).check()
  await expect(nextButton(page)).toBeDisabled()
  await page.getByLabel(intakeFields.challenges.label).fill('   ')
  await page.getByLabel(intakeFields.challenges.label).blur()
  await expectFieldError(page, intakeFields.challenges.label, intakeFields.challenges.required)
  await expect(nextButton(page)).toBeDisabled()
  await page.getByLabel(intakeFields.challenges.label).fill(base.challenges)
  await nextButton(page).click()
  await expect(stepHeading(page, 3)).toBeFocused()
})

test('step 3: budget, timeline and urgency are required, additional information is not', async ({ page }) => {
  await openIntake(page)
  await fillStep1(page, base)
  await nextButton(page).click()
  await fillStep2(page, base)
  await nextButton(page).click()
  await expect(submitButton(page)).toBeDisabled()
  await expect(submitButton(page)).toHaveText(intakeCopy.submit)

  await radio(page, budgetLabels['5k-15k']).check()
  await radio(page, timelineLabels.month).check()
  await page.getByLabel(intakeFields.additionalInfo.label).fill('Anything')
  await expect(submitButton(page)).toBeDisabled()
  await radio(page, urgencyLabels.critical).check()
  await page.getByLabel(intakeFields.additionalInfo.label).fill('')
  await submitButton(page).click()
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
})

// The rules' edges are unit-tested (tests/unit/intake-rules.test.ts); here each outcome is shown once, as the
// package /workshops sells for it.
const rules: [string, Partial<Answers>, IntakeRecommendation][] = [
  ['no gaps gives the Starter Session: the 1-Day Workshop', { orgSize: 1000 }, 'starter-session'],
  [
    'orgSize 50 with a knowledge gap: Immersion Day, the 2-3 Day Workshop',
    { orgSize: 50, knowledgeGap: true },
    'immersion-day',
  ],
  [
    'orgSize 100, action gap, $25k-$100k: Think-Week Retreat, Think Week',
    { orgSize: 100, actionGap: true, budget: '25k-100k' },
    'think-week-retreat',
  ],
]

for (const [label, changes, recommendation] of rules) {
  test(`recommendation: ${label}`, async ({ page }) => {
    await completeIntake(page, { ...base, ...changes })
    const heading = resultHeading(page, recommendation)
    await expect(heading).toBeVisible({ timeout: 5000 })
    await expect(heading).toBeFocused()
    await expect(page.getByText(intakeRecommendations[recommendation].reason)).toBeVisible()
    const chosen = recommendedPackage(recommendation)
    await expect(page.getByText(`${packagesCopy.price}: ${chosen.price}`, { exact: true })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: chosen.duration })).toBeVisible()
    for (const feature of chosen.features)
      await expect(page.getByText(feature, { exact: true })).toBeVisible()

    // The link leads to that very package on /workshops, with the same name, duration and price.
    await page.getByRole('link', { name: intakeResultCopy.seePackage }).click()
    await expect(page).toHaveURL(`/workshops#${chosen.id}`)
    const card = page.getByRole('article', { name: chosen.name })
    await expect(card).toHaveAttribute('id', chosen.id)
    await expect(card).toBeInViewport()
    await expect(card.getByText(chosen.price)).toBeVisible()
    await expect(card.getByRole('definition').filter({ hasText: chosen.duration })).toBeVisible()
  })
}

test('the result never names an outcome that is not sold under that name', async ({ page }) => {
  await completeIntake(page, base)
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
  await expect(page.getByText(intakeRecommendations['starter-session'].outcome)).toHaveCount(0)
})

test('Get Recommendation shows Generating... for 2 seconds, then the result, the toast and the delivery', async ({
  page,
}) => {
  await openIntake(page)
  await fillStep1(page, base)
  await nextButton(page).click()
  await fillStep2(page, base)
  await nextButton(page).click()
  await fillStep3(page, base)
  const started = Date.now()
  await submitButton(page).click()
  await expect(submitButton(page)).toHaveText(intakeCopy.generating)
  await expect(submitButton(page)).toBeDisabled()
  await expect(page.getByRole('button', { name: intakeCopy.previous })).toBeDisabled()
  // The result never comes before the 2 seconds (timing the other way would only measure a busy machine).
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900)

  await expect(page.getByText(intakeToast.title)).toBeVisible()
  await expect(page.getByText(intakeToast.description)).toBeVisible()
  const outcomes = Object.values(deliveryOutcomeCopy).map(escapeRegExp).join('|')
  await expect(page.getByRole('status').filter({ hasText: new RegExp(outcomes) })).toBeVisible()
})

test('the result summarises the answers, books a call and mails the full assessment', async ({ page }) => {
  await completeIntake(page, { ...base, knowledgeGap: true, actionGap: true })
  await expect(resultHeading(page, 'immersion-day')).toBeVisible()
  const summary = page.getByRole('definition')
  for (const value of [
    base.orgName,
    orgSizeLabels[base.orgSize],
    industryLabels[base.industry],
    base.role,
    base.email,
    `${gapLabels.knowledgeGap.label}, ${gapLabels.actionGap.label}`,
    aiUseLabels[base.currentAIUse].label,
    base.challenges,
    budgetLabels[base.budget],
    timelineLabels[base.timeline],
    urgencyLabels[base.urgency],
    base.additionalInfo,
  ]) {
    await expect(summary.filter({ hasText: value }).first()).toBeVisible()
  }
  await expect(page.getByRole('link', { name: intakeResultCopy.bookCall })).toHaveAttribute(
    'href',
    '/contact',
  )

  const href = (await page.getByRole('link', { name: intakeResultCopy.download }).getAttribute('href')) ?? ''
  const mail = new URL(href)
  expect(mail.protocol).toBe('mailto:')
  expect(decodeURIComponent(mail.pathname)).toBe(base.email)
  expect(mail.searchParams.get('subject')).toContain(base.orgName)
  const body = mail.searchParams.get('body') ?? ''
  expect(body).toContain(recommendedPackage('immersion-day').name)
  for (const value of [base.orgName, base.challenges, budgetLabels[base.budget], base.additionalInfo]) {
    expect(body).toContain(value)
  }
  expect(body).toContain(`${intakeFields.role.label}: ${base.role}`)
})

test("without an endpoint, the answers wait for the visitor's e-mail app, written as the visitor chose them", async ({
  page,
}) => {
  await completeIntake(page, { ...base, knowledgeGap: true })
  await expect(resultHeading(page, 'immersion-day')).toBeVisible()
  await expect(resultHeading(page, 'immersion-day')).toBeFocused()
  await expect(page.getByText(deliveryOutcomeCopy['mail-app'])).toBeVisible()
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'queued' })])

  const openedMail = await catchMailApp(page)
  const panel = mailHandOff(page)
  await panel.getByRole('link', { name: mailHandOffCopy.open }).click()
  const mail = new URL((await openedMail())[0]!)
  expect(decodeURIComponent(mail.pathname)).toBe(outboxMail.to)
  const body = mail.searchParams.get('body') ?? ''
  for (const line of [
    `${intakeFields.orgSize.label}: ${orgSizeLabels[base.orgSize]}`,
    `${intakeFields.industry.label}: ${industryLabels[base.industry]}`,
    `${summaryLabels.budget}: ${budgetLabels[base.budget]}`,
    `${gapLabels.knowledgeGap.label}: Yes`,
  ]) {
    expect(body).toContain(line)
  }

  await panel.getByRole('button', { name: mailHandOffCopy.confirm }).click()
  await expect(page.getByText(deliveryOutcomeCopy['mail-sent'])).toBeVisible()
  await expect(panel).toHaveCount(0)
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'sent' })])
})

test('the draft survives a reload, on the step the visitor was on, and is cleared once submitted', async ({
  page,
}) => {
  await openIntake(page)
  await fillStep1(page, base)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel(intakeFields.orgName.label)).toHaveValue(base.orgName)
  await expect(page.getByLabel(intakeFields.orgSize.label)).toHaveValue(String(base.orgSize))
  await expect(page.getByLabel(intakeFields.email.label)).toHaveValue(base.email)

  await nextButton(page).click()
  await radio(page, aiUseLabels.advanced.label).check()
  await page.getByRole('checkbox', { name: gapLabels.incentiveGap.label }).check()
  await page.reload()
  await waitForHydration(page)
  await expect(stepHeading(page, 2)).toBeVisible()
  await expect(radio(page, aiUseLabels.advanced.label)).toBeChecked()
  await expect(page.getByRole('checkbox', { name: gapLabels.incentiveGap.label })).toBeChecked()

  await page.getByLabel(intakeFields.challenges.label).fill(base.challenges)
  await nextButton(page).click()
  await fillStep3(page, base)
  await submitButton(page).click()
  await expect(resultHeading(page, 'immersion-day')).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.intakeDraft)).toBeNull()
  await page.goto('/intake')
  await waitForHydration(page)
  await expect(page.getByLabel(intakeFields.orgName.label)).toHaveValue('')
})

test('"Delete my data on this device" removes the intake draft with the name and e-mail in it', async ({
  page,
}) => {
  await openIntake(page)
  await fillStep1(page, base)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.intakeDraft))
    .toContain(base.email)
  await page.goto('/legal/privacy')
  await waitForHydration(page)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: resultsListCopy.deleteAll }).click()
  await expect(page.getByRole('status').filter({ hasText: resultsListCopy.deleted })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.intakeDraft)).toBeNull()
  await openIntake(page)
  await expect(page.getByLabel(intakeFields.orgName.label)).toHaveValue('')
})

test('Back and Forward move between steps; the address cannot skip an incomplete step', async ({ page }) => {
  await openIntake(page, '/intake?step=3')
  await expect(page).toHaveURL(/\/intake$/)
  await expect(stepHeading(page, 1)).toBeVisible()

  await fillStep1(page, base)
  await nextButton(page).click()
  await expect(page).toHaveURL(/\/intake\?step=2$/)
  await page.goBack()
  await expect(stepHeading(page, 1)).toBeVisible()
  await expect(page.getByLabel(intakeFields.orgName.label)).toHaveValue(base.orgName)
  await page.goForward()
  await expect(stepHeading(page, 2)).toBeVisible()

  await openIntake(page, '/intake?step=3')
  await expect(page).toHaveURL(/\/intake\?step=2$/)
  await expect(stepHeading(page, 2)).toBeVisible()
  await fillStep2(page, base)
  await nextButton(page).click()
  await expect(stepHeading(page, 3)).toBeVisible()
  await page.getByRole('button', { name: intakeCopy.previous }).click()
  await expect(stepHeading(page, 2)).toBeFocused()
  await expect(page).toHaveURL(/\/intake\?step=2$/)

  await openIntake(page, '/intake?step=banana')
  await expect(stepHeading(page, 1)).toBeVisible()
})

test('a corrupt or foreign draft gives a clean form, not an error', async ({ page }) => {
  for (const stored of [
    '{not json',
    JSON.stringify({ version: 99, answers: {} }),
    JSON.stringify({ version: 1, answers: { orgSize: 'huge', orgName: 42 } }),
  ]) {
    await page.goto('/intake')
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [LOCAL_KEYS.intakeDraft, stored],
    )
    await page.reload()
    await waitForHydration(page)
    await expect(stepHeading(page, 1)).toBeVisible()
    await expect(page.getByLabel(intakeFields.orgName.label)).toHaveValue('')
    await expect(page.getByLabel(intakeFields.orgSize.label)).toHaveValue('')
  }
})

test('the form with errors and the result pass axe, on a phone too', async ({ page }) => {
  // Four axe runs over a long form and its result: well over the usual time on a busy two-core machine.
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  const violations = async () => {
    // Colours are checked once transitions (a toast sliding in, a field turning red) have finished.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    await scrollThrough(page)
    return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`,
    )
  }
  await openIntake(page)
  await page.getByLabel(intakeFields.orgName.label).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  expect(await violations()).toEqual([])
  await fillStep1(page, base)
  await nextButton(page).click()
  await radio(page, aiUseLabels.none.label).focus()
  await page.keyboard.press('Shift+Tab')
  expect(await violations()).toEqual([])
  await fillStep2(page, base)
  await nextButton(page).click()
  expect(await violations()).toEqual([])
  await fillStep3(page, base)
  await submitButton(page).click()
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
  // A toast stays while the pointer rests on it: it is checked as it reads, not as it fades out on a busy machine.
  await page.getByText(intakeToast.title).hover()
  expect(await violations()).toEqual([])
})
