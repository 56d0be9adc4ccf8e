import { contactFormCopy } from './contact'
import { site } from './site'

/** The e-mail a submission becomes when the mail app delivers it (no forms endpoint configured). */
export const outboxMail = {
  to: site.email.hello,
  subjects: {
    contact: `Message from {name} via the ${site.name} website`,
    intake: 'Workshop intake from {orgName}',
  },
  wording: {
    // Intake fields fall back to their names made readable ("orgSize" → "Org size").
    labels: { ...contactFormCopy.labels },
    yes: 'Yes',
    no: 'No',
    blank: 'a visitor',
  },
} as const

/** Told when a message saved earlier (offline, or the endpoint failing) has now reached the consultancy. */
export const outboxToasts = {
  delivered: {
    title: 'Saved message sent',
    description: 'What you wrote while offline has now reached us. Thank you for your patience.',
  },
} as const
