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

/** Why the forms endpoint refused a message for good, by the error code its answer gave, in a visitor's words. */
const refusalReasons = {
  fields: 'our server did not accept some of what was filled in.',
  'body-too-large': 'it was longer than our server takes.',
  'idempotency-key-reused': 'our server already holds a different message under the same reference.',
  unreadable: 'our server could not read it. That is a fault on our side, not something you did.',
  other: 'our server turned it down, and would again if we kept trying.',
} as const

const unreadableCodes = [
  'method-not-allowed',
  'unsupported-media-type',
  'invalid-json',
  'body',
  'id',
  'idempotency-key',
  'kind',
  'created-at',
  'fields-format',
]

/** The reason told for an endpoint's error code; a code it does not know gets the general one. */
export function refusalReason(code: string): string {
  if (code in refusalReasons) return refusalReasons[code as keyof typeof refusalReasons]
  return unreadableCodes.includes(code) ? refusalReasons.unreadable : refusalReasons.other
}

/** Told on a visit after the forms endpoint refused a saved message for good: it is not retried. */
export const outboxRefused = {
  title: 'A message did not reach us',
  /** {what} is one of `what`, {date} the day it was written, {reason} from refusalReason. */
  description: '{what} of {date} was not accepted: {reason}',
  what: { contact: 'Your contact message', intake: 'Your workshop intake' },
  mail: 'Send it from your e-mail app instead',
  mailNote: 'It opens written out for you, addressed to {to}.',
  dismiss: 'Dismiss',
} as const
