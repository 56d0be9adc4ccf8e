// The submitted answers as readable lines: shown on the recommendation, written into the e-mail behind
// 'Download Full Assessment', and sent (with the raw values) to the consultancy.
import { intakeFields, intakeMail, intakeResultCopy, summaryLabels } from '../../content/intake'
import {
  aiUseLabels,
  budgetLabels,
  GAPS,
  gapLabels,
  industryLabels,
  orgSizeLabels,
  timelineLabels,
  urgencyLabels,
} from '../../content/intake-options'
import { recommendedPackage, type IntakeRecommendation } from '../../content/intake-recommendations'
import type { IntakeAnswers } from '../../domain/intake/intake-fields'
import type { RequestFields } from '../../domain/forms/request-delivery'
import { fill } from '../../lib/format'

export interface SummaryLine {
  label: string
  value: string
}

function labelOf<T extends string | number>(labels: Record<T, string>, value: T | '' | 0): string {
  return value === '' || value === 0 ? intakeResultCopy.empty : labels[value]
}

const orEmpty = (text: string) => text.trim() || intakeResultCopy.empty

/** Every answer as a label and a human-readable value, in the order the form asks them. */
export function summaryLines(answers: IntakeAnswers): SummaryLine[] {
  const gaps = GAPS.filter((gap) => answers[gap]).map((gap) => gapLabels[gap].label)
  return [
    { label: intakeFields.orgName.label, value: orEmpty(answers.orgName) },
    { label: intakeFields.orgSize.label, value: labelOf(orgSizeLabels, answers.orgSize) },
    { label: intakeFields.industry.label, value: labelOf(industryLabels, answers.industry) },
    { label: intakeFields.role.label, value: orEmpty(answers.role) },
    { label: intakeFields.email.label, value: orEmpty(answers.email) },
    { label: summaryLabels.gaps, value: gaps.length ? gaps.join(', ') : intakeResultCopy.none },
    {
      label: summaryLabels.currentAIUse,
      value: answers.currentAIUse ? aiUseLabels[answers.currentAIUse].label : intakeResultCopy.empty,
    },
    { label: intakeFields.challenges.label, value: orEmpty(answers.challenges) },
    { label: summaryLabels.budget, value: labelOf(budgetLabels, answers.budget) },
    { label: summaryLabels.timeline, value: labelOf(timelineLabels, answers.timeline) },
    { label: summaryLabels.urgency, value: labelOf(urgencyLabels, answers.urgency) },
    { label: intakeFields.additionalInfo.label, value: orEmpty(answers.additionalInfo) },
  ]
}

/** A mailto: link to the visitor's own address carrying the recommendation and every answer. */
export function assessmentMailto(answers: IntakeAnswers, recommendation: IntakeRecommendation): string {
  const org = answers.orgName.trim()
  const chosen = recommendedPackage(recommendation)
  const body = [
    fill(intakeMail.intro, { org }),
    '',
    fill(intakeMail.recommendation, { name: chosen.name, duration: chosen.duration, price: chosen.price }),
    chosen.description,
    '',
    `${intakeMail.answers}:`,
    ...summaryLines(answers).map((line) => `${line.label}: ${line.value}`),
  ].join('\r\n')
  // '@' stays readable; everything else that could end the address early ('?', '&', '#') is escaped.
  const to = encodeURIComponent(answers.email.trim()).replace(/%40/g, '@')
  const subject = encodeURIComponent(fill(intakeMail.subject, { org }))
  return `mailto:${to}?subject=${subject}&body=${encodeURIComponent(body)}`
}

/** What is handed to the outbox: the raw answers plus the recommendation they led to. */
export function requestFields(answers: IntakeAnswers, recommendation: IntakeRecommendation): RequestFields {
  return { ...answers, recommendation: recommendedPackage(recommendation).name }
}

/** One line about the intake for the discovery call's booking page or message. */
export function callSummary(answers: IntakeAnswers, recommendation: IntakeRecommendation): string {
  return fill(intakeResultCopy.callSummary, {
    orgName: orEmpty(answers.orgName),
    orgSize: labelOf(orgSizeLabels, answers.orgSize),
    industry: labelOf(industryLabels, answers.industry),
    package: recommendedPackage(recommendation).name,
    budget: labelOf(budgetLabels, answers.budget),
    timeline: labelOf(timelineLabels, answers.timeline),
    urgency: labelOf(urgencyLabels, answers.urgency),
  })
}
