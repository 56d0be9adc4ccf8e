import { contactFormCopy, contactSubjectLabels } from './contact'
import { intakeFields, summaryLabels } from './intake'
import {
  aiUseLabels,
  budgetLabels,
  gapLabels,
  industryLabels,
  orgSizeLabels,
  timelineLabels,
  urgencyLabels,
} from './intake-options'
import { site } from './site'

const shared = { yes: 'Yes', no: 'No', blank: 'a visitor' } as const

const labelsOf = (options: Record<string, { label: string }>) =>
  Object.fromEntries(Object.entries(options).map(([value, { label }]) => [value, label]))

/** The e-mail a submission becomes when the visitor sends it from their e-mail app (no forms endpoint). */
export const outboxMail = {
  to: site.email.hello,
  subjects: {
    contact: `Message from {name} via the ${site.name} website`,
    intake: 'Workshop intake from {orgName}',
  },
  wording: {
    contact: {
      ...shared,
      labels: { ...contactFormCopy.labels },
      values: { subject: contactSubjectLabels },
    },
    intake: {
      ...shared,
      labels: {
        orgName: intakeFields.orgName.label,
        orgSize: intakeFields.orgSize.label,
        industry: intakeFields.industry.label,
        role: intakeFields.role.label,
        email: intakeFields.email.label,
        ...Object.fromEntries(Object.entries(gapLabels).map(([gap, { label }]) => [gap, label])),
        currentAIUse: summaryLabels.currentAIUse,
        challenges: intakeFields.challenges.label,
        budget: summaryLabels.budget,
        timeline: summaryLabels.timeline,
        urgency: summaryLabels.urgency,
        additionalInfo: intakeFields.additionalInfo.label,
        recommendation: 'Recommendation',
      },
      values: {
        orgSize: orgSizeLabels,
        industry: industryLabels,
        currentAIUse: labelsOf(aiUseLabels),
        budget: budgetLabels,
        timeline: timelineLabels,
        urgency: urgencyLabels,
      },
    },
  },
} as const

/** Told when a message saved earlier (offline, or the endpoint failing) has now reached the consultancy. */
export const outboxToasts = {
  delivered: {
    title: 'Saved message sent',
    description: 'What you wrote while offline has now reached us. Thank you for your patience.',
  },
} as const
