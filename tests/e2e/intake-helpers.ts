/** Drives the three-step intake form as a visitor does: its answers, its steps' fields and buttons. */
import type { Page } from '@playwright/test'
import {
  INTAKE_GENERATING_MS,
  intakeCopy,
  intakeFields,
  intakeResultCopy,
  intakeSteps,
} from '../../src/content/intake'
import {
  aiUseLabels,
  budgetLabels,
  gapLabels,
  industryLabels,
  orgSizeLabels,
  timelineLabels,
  urgencyLabels,
  type Gap,
} from '../../src/content/intake-options'
import { recommendedPackage, type IntakeRecommendation } from '../../src/content/intake-recommendations'
import { fill } from '../../src/lib/format'
import type { IntakeSample } from '../support/intake-sample'
import { expect, waitForHydration } from './fixtures'

export const form = (page: Page) => page.getByRole('form', { name: intakeCopy.formLabel })
export const stepHeading = (page: Page, step: 1 | 2 | 3) =>
  page.getByRole('heading', { level: 2, name: intakeSteps[step].title })
export const nextButton = (page: Page) => page.getByRole('button', { name: intakeCopy.next })
export const submitButton = (page: Page) =>
  form(page).getByRole('button', { name: /Get Recommendation|Generating/ })
export const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })
export const resultHeading = (page: Page, recommendation: IntakeRecommendation) =>
  page.getByRole('heading', {
    name: fill(intakeResultCopy.heading, { name: recommendedPackage(recommendation).name }),
  })

export async function openIntake(page: Page, path = '/intake') {
  await page.goto(path)
  await waitForHydration(page)
}

export async function fillStep1(page: Page, answers: IntakeSample) {
  await page.getByLabel(intakeFields.orgName.label).fill(answers.orgName)
  await page.getByLabel(intakeFields.orgSize.label).selectOption({ label: orgSizeLabels[answers.orgSize] })
  await page.getByLabel(intakeFields.industry.label).selectOption({ label: industryLabels[answers.industry] })
  await page.getByLabel(intakeFields.role.label).fill(answers.role)
  await page.getByLabel(intakeFields.email.label).fill(answers.email)
}

export async function fillStep2(page: Page, answers: IntakeSample) {
  for (const gap of ['knowledgeGap', 'incentiveGap', 'actionGap'] as Gap[]) {
    await page.getByRole('checkbox', { name: gapLabels[gap].label }).setChecked(answers[gap])
  }
  await radio(page, aiUseLabels[answers.currentAIUse].label).check()
  await page.getByLabel(intakeFields.challenges.label).fill(answers.challenges)
}

export async function fillStep3(page: Page, answers: IntakeSample) {
  await radio(page, budgetLabels[answers.budget]).check()
  await radio(page, timelineLabels[answers.timeline]).check()
  await radio(page, urgencyLabels[answers.urgency]).check()
  await page.getByLabel(intakeFields.additionalInfo.label).fill(answers.additionalInfo)
}

/** Fills and sends all three steps; the page's clock skips the 2 seconds of "Generating...". */
export async function completeIntake(page: Page, answers: IntakeSample) {
  await page.clock.install()
  await openIntake(page)
  await fillStep1(page, answers)
  await nextButton(page).click()
  await expect(stepHeading(page, 2)).toBeFocused()
  await fillStep2(page, answers)
  await nextButton(page).click()
  await expect(stepHeading(page, 3)).toBeFocused()
  await fillStep3(page, answers)
  await sendIntake(page)
}

/** Gets the recommendation, on a page whose clock was installed before it loaded: the 2 seconds pass at once. */
export async function sendIntake(page: Page) {
  await submitButton(page).click()
  await expect(submitButton(page)).toHaveText(intakeCopy.generating)
  await page.clock.fastForward(INTAKE_GENERATING_MS)
}
