import { outboxMail } from './outbox'
import { site } from './site'

/**
 * The e-mail the consultancy gets for each new lead: a subject that says what it is at a glance in an inbox
 * list, then every answer in words (the same wording as the mail app's e-mail of the form).
 */
export const leadNoticeCopy = {
  to: site.leadNotices.to,
  from: { email: site.leadNotices.from, name: `${site.name} website` },
  subjects: {
    contact: 'Contact: {name}, {subject}',
    intake: 'Intake: {orgName}, {orgSize} people, {budget}, {urgency}',
  },
  intro: {
    contact: 'A message came in through the contact form. Reply to this e-mail to answer {name}.',
    intake: 'A workshop intake came in. Reply to this e-mail to answer them.',
  },
  received: 'Received {when} (UTC).',
  inbox: `Open it in the inbox, to set its status or add a note: ${site.url}/inbox/{id}`,
  wording: outboxMail.wording,
} as const
