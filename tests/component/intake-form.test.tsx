import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
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
import {
  intakeRecommendations,
  recommendedPackage,
  type IntakeRecommendation,
} from '../../src/content/intake-recommendations'
import { packagesCopy } from '../../src/content/workshops/packages'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { toStoredDraft } from '../../src/domain/intake/intake-draft'
import { emptyIntakeAnswers, type IntakeStep } from '../../src/domain/intake/intake-fields'
import type { DeliverRequest } from '../../src/domain/forms/request-delivery'
import { IntakeForm } from '../../src/features/intake/intake-form'
import { INTAKE_SAMPLE } from '../support/intake-sample'
import { fill } from '../../src/lib/format'
import { Route as appIntakeRoute } from '../../src/routes/intake'
import { otherPageText, renderPage } from './support/page-router'

/** The intake form on /intake, its step in the address as the app reads it; deliveries are recorded. */
const delivered: Parameters<DeliverRequest>[0][] = []
const deliver: DeliverRequest = (fields) => {
  delivered.push(fields)
  return Promise.resolve({ outcome: 'sent' })
}

async function openIntake(address = '/intake') {
  const opened = await renderPage(
    address,
    {
      path: '/intake',
      validateSearch: appIntakeRoute.options.validateSearch as (search: Record<string, unknown>) => {
        step?: IntakeStep
      },
      render: ({ step = 1 }) => <IntakeForm requestedStep={step} deliver={deliver} />,
    },
    ['/workshops', '/contact'],
  )
  const { screen } = opened
  const field = (label: string) => screen.getByLabelText(label, { exact: true })
  const radio = (name: string) => screen.getByRole('radio', { name, exact: true })
  const next = screen.getByRole('button', { name: intakeCopy.next })
  const submit = screen.getByRole('button', { name: /Get Recommendation|Generating/ })
  const stepHeading = (step: IntakeStep) =>
    screen.getByRole('heading', { level: 2, name: intakeSteps[step].title })
  const resultHeading = (recommendation: IntakeRecommendation) =>
    screen.getByRole('heading', {
      name: fill(intakeResultCopy.heading, { name: recommendedPackage(recommendation).name }),
    })
  const completeHint = screen.getByText(intakeCopy.completeToContinue)

  async function fillStep1(answers = INTAKE_SAMPLE) {
    await field(intakeFields.orgName.label).fill(answers.orgName)
    await field(intakeFields.orgSize.label).selectOptions(orgSizeLabels[answers.orgSize])
    await field(intakeFields.industry.label).selectOptions(industryLabels[answers.industry])
    await field(intakeFields.role.label).fill(answers.role)
    await field(intakeFields.email.label).fill(answers.email)
  }
  async function fillStep2(answers = INTAKE_SAMPLE) {
    for (const gap of ['knowledgeGap', 'incentiveGap', 'actionGap'] as Gap[])
      if (answers[gap]) await screen.getByRole('checkbox', { name: gapLabels[gap].label }).click()
    await radio(aiUseLabels[answers.currentAIUse].label).click()
    await field(intakeFields.challenges.label).fill(answers.challenges)
  }
  async function fillStep3(answers = INTAKE_SAMPLE) {
    await radio(budgetLabels[answers.budget]).click()
    await radio(timelineLabels[answers.timeline]).click()
    await radio(urgencyLabels[answers.urgency]).click()
  }
  /** All three steps filled and sent; the clock is the test's, so the 2 seconds pass at once. */
  async function complete(answers = INTAKE_SAMPLE) {
    await fillStep1(answers)
    await next.click()
    await expect.element(stepHeading(2)).toHaveFocus()
    await fillStep2(answers)
    await next.click()
    await expect.element(stepHeading(3)).toHaveFocus()
    await fillStep3(answers)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await submit.click()
    await expect.element(submit).toHaveTextContent(intakeCopy.generating)
    await vi.advanceTimersByTimeAsync(INTAKE_GENERATING_MS)
  }
  return {
    ...opened,
    field,
    radio,
    next,
    submit,
    stepHeading,
    resultHeading,
    completeHint,
    fillStep1,
    fillStep2,
    fillStep3,
    complete,
  }
}

beforeEach(() => {
  localStorage.clear()
  delivered.length = 0
})
afterEach(() => {
  vi.useRealTimers()
})

describe('IntakeForm', () => {
  it('step 1: Next enables only with every required field; a field left empty or a bad e-mail is named', async () => {
    const intake = await openIntake()
    const { field, next, completeHint, screen } = intake
    const progress = screen.getByRole('progressbar', { name: intakeCopy.progressLabel })
    await expect.element(progress).toHaveAttribute('aria-valuenow', '1')
    expect(screen.getByRole('button', { name: intakeCopy.previous }).elements()).toHaveLength(0)
    await expect.element(next).toBeDisabled()
    await expect.element(next).toHaveAccessibleDescription(intakeCopy.completeToContinue)
    await expect.element(completeHint).toBeVisible()

    // Leaving a required field empty names it; filling it clears the message.
    await field(intakeFields.orgName.label).click()
    await userEvent.tab()
    await expect.element(field(intakeFields.orgName.label)).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(field(intakeFields.orgName.label))
      .toHaveAccessibleDescription(expect.stringContaining(intakeFields.orgName.required))
    await expect.element(field(intakeFields.orgSize.label)).not.toHaveAttribute('aria-invalid')
    await field(intakeFields.orgName.label).fill(INTAKE_SAMPLE.orgName)
    await expect.element(field(intakeFields.orgName.label)).not.toHaveAttribute('aria-invalid')
    await expect.element(next).toBeDisabled()

    await intake.fillStep1({ ...INTAKE_SAMPLE, email: 'ada at acme' })
    await userEvent.tab()
    await expect
      .element(field(intakeFields.email.label))
      .toHaveAccessibleDescription(expect.stringContaining(intakeFields.email.invalid))
    await expect.element(next).toBeDisabled()

    await field(intakeFields.email.label).fill(INTAKE_SAMPLE.email)
    await expect.element(completeHint).not.toBeInTheDocument()
    await next.click()
    await expect.element(intake.stepHeading(2)).toHaveFocus()
    expect(intake.router.state.location.href).toBe('/intake?step=2')
    await expect.element(progress).toHaveAttribute('aria-valuenow', '2')
  })

  it('step 2: AI use and challenges are required, the gaps are not', async () => {
    const intake = await openIntake()
    const { field, next, radio, screen } = intake
    await intake.fillStep1()
    await next.click()
    await expect.element(next).toBeDisabled()
    await radio(aiUseLabels.moderate.label).click()
    await expect.element(next).toBeDisabled()
    await field(intakeFields.challenges.label).fill('   ')
    await userEvent.tab()
    await expect
      .element(field(intakeFields.challenges.label))
      .toHaveAccessibleDescription(expect.stringContaining(intakeFields.challenges.required))
    await expect.element(next).toBeDisabled()
    await field(intakeFields.challenges.label).fill(INTAKE_SAMPLE.challenges)
    expect(screen.getByRole('checkbox', { checked: true }).elements()).toHaveLength(0)
    await next.click()
    await expect.element(intake.stepHeading(3)).toHaveFocus()
  })

  it('step 2: leaving the AI-use choices without one names the question', async () => {
    const intake = await openIntake()
    await intake.fillStep1()
    await intake.next.click()
    await intake.radio(aiUseLabels.none.label).element().focus()
    await userEvent.tab({ shift: true })
    const group = intake.screen.getByRole('group', { name: intakeFields.currentAIUse.legend })
    await expect.element(group.getByText(intakeFields.currentAIUse.required)).toBeVisible()
    await expect.element(group.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true')
  })

  it('step 3: budget, timeline and urgency are required, additional information is not', async () => {
    const intake = await openIntake()
    const { next, radio, submit, screen } = intake
    await intake.fillStep1()
    await next.click()
    await intake.fillStep2()
    await next.click()
    await expect.element(submit).toBeDisabled()
    await expect.element(submit).toHaveTextContent(intakeCopy.submit)
    await radio(budgetLabels['5k-15k']).click()
    await radio(timelineLabels.month).click()
    await screen.getByLabelText(intakeFields.additionalInfo.label).fill('Anything')
    await expect.element(submit).toBeDisabled()
    await radio(urgencyLabels.critical).click()
    await screen.getByLabelText(intakeFields.additionalInfo.label).fill('')
    await expect.element(submit).toBeEnabled()
  })

  it('Get Recommendation shows Generating... for 2 seconds, Back disabled, then the result and one delivery', async () => {
    const intake = await openIntake()
    await intake.fillStep1()
    await intake.next.click()
    await intake.fillStep2()
    await intake.next.click()
    await intake.fillStep3()
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await intake.submit.click()
    await expect.element(intake.submit).toHaveTextContent(intakeCopy.generating)
    await expect.element(intake.submit).toBeDisabled()
    await expect.element(intake.screen.getByRole('button', { name: intakeCopy.previous })).toBeDisabled()
    // The request leaves at once; the recommendation waits its 2 seconds.
    expect(delivered).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(INTAKE_GENERATING_MS - 50)
    expect(intake.resultHeading('starter-session').elements()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(50)
    await expect.element(intake.resultHeading('starter-session')).toHaveFocus()
    expect(delivered[0]).toMatchObject({ orgName: INTAKE_SAMPLE.orgName, email: INTAKE_SAMPLE.email })
    // Sent, so the draft is gone: the next visit starts clean.
    expect(localStorage.getItem(LOCAL_KEYS.intakeDraft)).toBeNull()
  })

  const outcomes: [string, Partial<typeof INTAKE_SAMPLE>, IntakeRecommendation][] = [
    ['no gaps gives the Starter Session', { orgSize: 1000 }, 'starter-session'],
    [
      '50 people with a knowledge gap get the Immersion Day',
      { orgSize: 50, knowledgeGap: true },
      'immersion-day',
    ],
    [
      '100 people with an action gap and $25k-$100k get the Think-Week Retreat',
      { orgSize: 100, actionGap: true, budget: '25k-100k' },
      'think-week-retreat',
    ],
  ]
  for (const [label, changes, recommendation] of outcomes) {
    it(`recommends as /workshops sells it: ${label}`, async () => {
      const intake = await openIntake()
      await intake.complete({ ...INTAKE_SAMPLE, ...changes })
      const { screen } = intake
      await expect.element(intake.resultHeading(recommendation)).toHaveFocus()
      await expect.element(screen.getByText(intakeRecommendations[recommendation].reason)).toBeVisible()
      const chosen = recommendedPackage(recommendation)
      await expect
        .element(screen.getByText(`${packagesCopy.price}: ${chosen.price}`, { exact: true }))
        .toBeVisible()
      await expect.element(screen.getByRole('definition').filter({ hasText: chosen.duration })).toBeVisible()
      for (const feature of chosen.features)
        await expect.element(screen.getByText(feature, { exact: true })).toBeVisible()
      // The result never names an outcome that is not sold under that name.
      expect(screen.getByText(intakeRecommendations[recommendation].outcome).elements()).toHaveLength(0)
      await screen.getByRole('link', { name: intakeResultCopy.seePackage }).click()
      await expect.element(screen.getByText(otherPageText('/workshops'))).toBeVisible()
      expect(intake.router.state.location.hash).toBe(chosen.id)
    })
  }

  it('Back and Forward move between steps; the address cannot skip an incomplete step', async () => {
    const intake = await openIntake('/intake?step=3')
    const { router, history, field } = intake
    await expect.element(intake.stepHeading(1)).toBeVisible()
    await expect.poll(() => router.state.location.href).toBe('/intake')

    await intake.fillStep1()
    await intake.next.click()
    await expect.poll(() => router.state.location.href).toBe('/intake?step=2')
    history.back()
    await expect.element(intake.stepHeading(1)).toBeVisible()
    await expect.element(field(intakeFields.orgName.label)).toHaveValue(INTAKE_SAMPLE.orgName)
    history.forward()
    await expect.element(intake.stepHeading(2)).toBeVisible()
    await intake.fillStep2()
    await intake.next.click()
    await expect.element(intake.stepHeading(3)).toBeVisible()
    await intake.screen.getByRole('button', { name: intakeCopy.previous }).click()
    await expect.element(intake.stepHeading(2)).toHaveFocus()
    expect(router.state.location.href).toBe('/intake?step=2')
  })

  it('an address with an unknown step opens step 1', async () => {
    const intake = await openIntake('/intake?step=banana')
    await expect.element(intake.stepHeading(1)).toBeVisible()
  })

  it('the draft on this device follows the typing', async () => {
    const intake = await openIntake()
    await intake.fillStep1()
    await expect.poll(() => localStorage.getItem(LOCAL_KEYS.intakeDraft)).toContain(INTAKE_SAMPLE.email)
  })

  it('a saved draft refills the form on the step it reached', async () => {
    const answers = {
      ...emptyIntakeAnswers(),
      orgName: INTAKE_SAMPLE.orgName,
      orgSize: 100,
      industry: 'education',
      role: INTAKE_SAMPLE.role,
      email: INTAKE_SAMPLE.email,
    } as const
    localStorage.setItem(LOCAL_KEYS.intakeDraft, JSON.stringify(toStoredDraft(answers)))
    const intake = await openIntake('/intake?step=2')
    await expect.element(intake.stepHeading(2)).toBeVisible()
    await expect.element(intake.field(intakeFields.orgName.label)).toHaveValue(INTAKE_SAMPLE.orgName)
    await expect.element(intake.field(intakeFields.email.label)).toHaveValue(INTAKE_SAMPLE.email)
  })

  for (const stored of [
    '{not json',
    JSON.stringify({ version: 99, answers: {} }),
    JSON.stringify({ version: 1, answers: { orgSize: 'huge', orgName: 42 } }),
  ]) {
    it(`a corrupt or foreign draft gives a clean form, not an error: ${stored}`, async () => {
      localStorage.setItem(LOCAL_KEYS.intakeDraft, stored)
      const intake = await openIntake()
      await expect.element(intake.stepHeading(1)).toBeVisible()
      await expect.element(intake.field(intakeFields.orgName.label)).toHaveValue('')
      await expect.element(intake.field(intakeFields.orgSize.label)).toHaveValue('')
    })
  }
})
