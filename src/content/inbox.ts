import { site } from './site'

/** A lead's summary, as the list and the CSV head its columns. */
const summaryColumns = {
  name: 'Name',
  email: 'E-mail',
  organisation: 'Organisation',
  size: 'Size',
  budget: 'Budget',
  timeline: 'Timeline',
  urgency: 'Urgency',
  recommendation: 'Recommended',
}

/** The owner's inbox at /inbox: the leads the site's forms brought in, behind Cloudflare Access. */
export const inboxCopy = {
  title: `Leads · ${site.name}`,
  heading: 'Leads',
  intro: 'Everything sent through the contact form and the workshop intake, newest first.',
  statuses: {
    new: 'New',
    replied: 'Replied',
    won: 'Won',
    lost: 'Lost',
    archived: 'Archived',
  },
  kinds: { contact: 'Contact message', intake: 'Workshop intake' },
  filters: {
    legend: 'Find leads',
    status: 'Status',
    kind: 'Form',
    any: 'All',
    search: 'Name, e-mail or organisation',
    apply: 'Show',
    clear: 'Clear',
  },
  list: {
    caption: 'Leads',
    count: (shown: number, total: number) =>
      total === 0
        ? 'No leads match.'
        : shown < total
          ? `The newest ${shown} of ${total} leads.`
          : total === 1
            ? '1 lead.'
            : `${total} leads.`,
    none: 'No leads match. Clear the filters to see them all.',
    columns: { received: 'Received', kind: 'Form', status: 'Status', ...summaryColumns },
    open: (who: string) => `Open the lead from ${who}`,
    someone: 'someone',
  },
  exportCsv: 'Download as CSV',
  lead: {
    back: 'All leads',
    received: 'Received',
    answers: 'What they sent',
    status: 'Status',
    setStatus: 'Save status',
    statusSaved: 'Status saved.',
    reply: 'Reply by e-mail',
    replySubject: {
      contact: 'Re: your message to {site}',
      intake: 'Your workshop intake with {site}',
    },
    notes: 'Private notes',
    notesHint: 'Only the people who can open this inbox see these.',
    noNotes: 'No notes yet.',
    noteLabel: 'Add a note',
    addNote: 'Add note',
    noteAdded: 'Note added.',
    noteRequired: 'Write the note first.',
    noteTooLong: (most: number) => `A note can be at most ${most} characters.`,
    history: 'History',
    noHistory: 'Nothing changed yet.',
    changedStatus: (who: string, status: string) => `${who} set the status to ${status}`,
    addedNote: (who: string) => `${who} added a note`,
    by: (who: string) => `by ${who}`,
    delete: "Delete this person's data",
    deleteTitle: "Delete this person's data?",
    deleteBody: (email: string) =>
      email
        ? `Every message and intake from ${email}, with their notes and history, is deleted for good. This cannot be undone.`
        : 'This lead, with its notes and history, is deleted for good. This cannot be undone.',
    deleteConfirm: 'Delete for good',
    deleteCancel: 'Keep it',
    deleted: (count: number) => (count === 1 ? 'One submission deleted.' : `${count} submissions deleted.`),
  },
  csv: {
    fileName: (day: string) => `${site.shortName.toLowerCase().replace(/\s+/g, '-')}-leads-${day}.csv`,
    columns: {
      id: 'Id',
      receivedAt: 'Received (UTC)',
      createdAt: 'Sent (visitor clock)',
      kind: 'Form',
      status: 'Status',
      ...summaryColumns,
      answers: 'All answers',
    },
  },
  /** What /inbox answers a request Cloudflare Access did not let through, by its status. */
  signIn: {
    401: 'The inbox opens only through Cloudflare Access. Go to this address on the site itself and sign in.',
    403: 'This sign-in does not open the inbox. Sign in again through Cloudflare Access.',
    503: 'The inbox is not set up yet: it needs the Cloudflare Access settings described in the deploy guide.',
  },
  errors: {
    signedOut: 'Your sign-in has ended. Reload the page to sign in again.',
    notFound: 'There is no such lead. It may have been deleted.',
    offline: 'The inbox needs a connection. Check it and try again.',
    failed: 'The inbox could not be reached. Try again in a moment.',
    retry: 'Try again',
  },
} as const
