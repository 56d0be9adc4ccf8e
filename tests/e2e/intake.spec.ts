import AxeBuilder from '@axe-core/playwright'
import {
  deliveryOutcomeCopy,
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
import { contactFormCopy } from '../../src/content/contact'
import { recommendedPackage } from '../../src/content/intake-recommendations'
import { fill } from '../../src/lib/format'
import { resultsListCopy } from '../../src/content/results'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { mailHandOffCopy } from '../../src/content/forms'
import { outboxMail } from '../../src/content/outbox'
import { catchMailApp, contactField, mailHandOff, outboxRows } from './contact-helpers'
import { expect, scrollThrough, test, waitForHydration } from './fixtures'
import {
  completeIntake,
  fillStep1,
  fillStep2,
  fillStep3,
  nextButton,
  openIntake,
  radio,
  resultHeading,
  sendIntake,
  stepHeading,
  submitButton,
} from './intake-helpers'
import { INTAKE_SAMPLE } from '../support/intake-sample'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test('the result summarises the answers and mails the full assessment', async ({ page }) => {
  await completeIntake(page, { ...INTAKE_SAMPLE, knowledgeGap: true, actionGap: true })
  await expect(resultHeading(page, 'immersion-day')).toBeVisible()
  await expect(page.getByText(intakeToast.title)).toBeVisible()
  await expect(page.getByText(intakeToast.description)).toBeVisible()
  const summary = page.getByRole('definition')
  for (const value of [
    INTAKE_SAMPLE.orgName,
    orgSizeLabels[INTAKE_SAMPLE.orgSize],
    industryLabels[INTAKE_SAMPLE.industry],
    INTAKE_SAMPLE.role,
    INTAKE_SAMPLE.email,
    `${gapLabels.knowledgeGap.label}, ${gapLabels.actionGap.label}`,
    aiUseLabels[INTAKE_SAMPLE.currentAIUse].label,
    INTAKE_SAMPLE.challenges,
    budgetLabels[INTAKE_SAMPLE.budget],
    timelineLabels[INTAKE_SAMPLE.timeline],
    urgencyLabels[INTAKE_SAMPLE.urgency],
    INTAKE_SAMPLE.additionalInfo,
  ]) {
    await expect(summary.filter({ hasText: value }).first()).toBeVisible()
  }

  const href = (await page.getByRole('link', { name: intakeResultCopy.download }).getAttribute('href')) ?? ''
  const mail = new URL(href)
  expect(mail.protocol).toBe('mailto:')
  expect(decodeURIComponent(mail.pathname)).toBe(INTAKE_SAMPLE.email)
  expect(mail.searchParams.get('subject')).toContain(INTAKE_SAMPLE.orgName)
  const body = mail.searchParams.get('body') ?? ''
  expect(body).toContain(recommendedPackage('immersion-day').name)
  for (const value of [
    INTAKE_SAMPLE.orgName,
    INTAKE_SAMPLE.challenges,
    budgetLabels[INTAKE_SAMPLE.budget],
    INTAKE_SAMPLE.additionalInfo,
  ]) {
    expect(body).toContain(value)
  }
  expect(body).toContain(`${intakeFields.role.label}: ${INTAKE_SAMPLE.role}`)

  // The link leads to that very package on /workshops, with the same name, duration and price.
  const chosen = recommendedPackage('immersion-day')
  await page.getByRole('link', { name: intakeResultCopy.seePackage }).click()
  await expect(page).toHaveURL(`/workshops#${chosen.id}`)
  const card = page.getByRole('article', { name: chosen.name })
  await expect(card).toBeInViewport()
  await expect(card.getByText(chosen.price)).toBeVisible()
  await expect(card.getByRole('definition').filter({ hasText: chosen.duration })).toBeVisible()
})

test('"Book Discovery Call" opens the contact form with the intake written in, the name left to the visitor', async ({
  page,
}) => {
  await completeIntake(page, INTAKE_SAMPLE)
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
  await page.getByRole('link', { name: intakeResultCopy.bookCall }).click()
  await expect(page).toHaveURL(/\/contact\?/)
  await waitForHydration(page)
  const summary = fill(intakeResultCopy.callSummary, {
    orgName: INTAKE_SAMPLE.orgName,
    orgSize: orgSizeLabels[INTAKE_SAMPLE.orgSize],
    industry: industryLabels[INTAKE_SAMPLE.industry],
    package: recommendedPackage('starter-session').name,
    budget: budgetLabels[INTAKE_SAMPLE.budget],
    timeline: timelineLabels[INTAKE_SAMPLE.timeline],
    urgency: urgencyLabels[INTAKE_SAMPLE.urgency],
  })
  await expect(contactField(page, contactFormCopy.labels.email)).toHaveValue(INTAKE_SAMPLE.email)
  await expect(contactField(page, contactFormCopy.labels.company)).toHaveValue(INTAKE_SAMPLE.orgName)
  await expect(contactField(page, contactFormCopy.labels.role)).toHaveValue(INTAKE_SAMPLE.role)
  await expect(contactField(page, contactFormCopy.labels.subject)).toHaveValue('workshop')
  await expect(contactField(page, contactFormCopy.labels.message)).toHaveValue(summary)
  await expect(contactField(page, contactFormCopy.labels.name)).toHaveValue('')
})
test("without an endpoint, the answers wait for the visitor's e-mail app, written as the visitor chose them", async ({
  page,
}) => {
  await completeIntake(page, { ...INTAKE_SAMPLE, knowledgeGap: true })
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
    `${intakeFields.orgSize.label}: ${orgSizeLabels[INTAKE_SAMPLE.orgSize]}`,
    `${intakeFields.industry.label}: ${industryLabels[INTAKE_SAMPLE.industry]}`,
    `${summaryLabels.budget}: ${budgetLabels[INTAKE_SAMPLE.budget]}`,
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
  await page.clock.install()
  await openIntake(page)
  await fillStep1(page, INTAKE_SAMPLE)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel(intakeFields.orgName.label)).toHaveValue(INTAKE_SAMPLE.orgName)
  await expect(page.getByLabel(intakeFields.orgSize.label)).toHaveValue(String(INTAKE_SAMPLE.orgSize))
  await expect(page.getByLabel(intakeFields.email.label)).toHaveValue(INTAKE_SAMPLE.email)

  await nextButton(page).click()
  await radio(page, aiUseLabels.advanced.label).check()
  await page.getByRole('checkbox', { name: gapLabels.incentiveGap.label }).check()
  await page.reload()
  await waitForHydration(page)
  await expect(stepHeading(page, 2)).toBeVisible()
  await expect(radio(page, aiUseLabels.advanced.label)).toBeChecked()
  await expect(page.getByRole('checkbox', { name: gapLabels.incentiveGap.label })).toBeChecked()

  await page.getByLabel(intakeFields.challenges.label).fill(INTAKE_SAMPLE.challenges)
  await nextButton(page).click()
  await fillStep3(page, INTAKE_SAMPLE)
  await sendIntake(page)
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
  await fillStep1(page, INTAKE_SAMPLE)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.intakeDraft))
    .toContain(INTAKE_SAMPLE.email)
  await page.goto('/legal/privacy')
  await waitForHydration(page)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: resultsListCopy.deleteAll }).click()
  await expect(page.getByRole('status').filter({ hasText: resultsListCopy.deleted })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.intakeDraft)).toBeNull()
  await openIntake(page)
  await expect(page.getByLabel(intakeFields.orgName.label)).toHaveValue('')
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
  await fillStep1(page, INTAKE_SAMPLE)
  await nextButton(page).click()
  await radio(page, aiUseLabels.none.label).focus()
  await page.keyboard.press('Shift+Tab')
  expect(await violations()).toEqual([])
  await fillStep2(page, INTAKE_SAMPLE)
  await nextButton(page).click()
  expect(await violations()).toEqual([])
  await fillStep3(page, INTAKE_SAMPLE)
  await submitButton(page).click()
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
  // A toast stays while the pointer rests on it: it is checked as it reads, not as it fades out on a busy machine.
  await page.getByText(intakeToast.title).hover()
  expect(await violations()).toEqual([])
})
