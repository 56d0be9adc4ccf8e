import type { Hero } from './types'
import { heroArt } from './hero-art'
import { ASSESSMENT_MINUTES } from './assessment-duration'

export const resultsHero: Hero = {
  eyebrow: 'MojoMe results',
  title: 'Your MojoMe results',
  intro:
    'Every cognitive fingerprint taken on this device, newest first. They live only here, in this browser: open one to share it, or delete what you no longer want.',
  actions: [{ label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'primary' }],
  tone: 'light',
  art: heroArt.resultCard,
}

export const resultsListCopy = {
  loading: 'Looking for results on this device…',
  emptyTitle: 'No results on this device yet',
  emptyText: 'Take MojoMe and your cognitive fingerprint will be kept here, ready to share.',
  emptyAction: 'Take MojoMe',
  unavailable: 'This browser is not letting us read saved results on this device.',
  listLabel: 'Saved results',
  open: 'Open',
  delete: 'Delete',
  deleteLabel: 'Delete {name}, {date}',
  confirmDelete: 'Delete the result “{name}” from {date}? This cannot be undone.',
  deleteAll: 'Delete my data on this device',
  confirmDeleteAll:
    'Delete every MojoMe result (yours, and the cards shared with you with their comparisons), any unfinished assessment and the copies of messages already sent from this device? This cannot be undone.',
  deleted:
    'Done: your results, the cards shared with you and their comparisons, any unfinished assessment and your sent messages are gone from this device.',
  deletedTitle: 'Your data is deleted',
  deleteFailed:
    'This browser would not let us delete the data. Clear this site’s data in its settings instead.',
  deleteOneFailed: 'This browser would not let us delete that result. Try again, or clear this site’s data.',
  exportAll: 'Export all as JSON',
  exportFileName: 'mojome-results.json',
  count: '{count} saved',
} as const

export const sharedResultCopy = {
  eyebrow: 'MojoMe result',
  heading: 'A cognitive fingerprint',
  intro: 'A MojoMe card: expertise, super-powers, what drives this thinker and what to watch out for.',
  loading: 'Opening the card…',
  discover: 'Discover your own MojoMe',
  missingTitle: 'This result isn’t on this device',
  missingText:
    'Results live only on the device where they were made. Ask for the full share link, which carries the card with it, or discover your own thinking style.',
  keptBoth:
    'This device already held a different card under this link’s id. Both are kept: this one, and the other in your results.',
  damagedTitle: 'This link is damaged',
  damagedText:
    'Part of this share link is missing or changed, so the card cannot be shown. Ask for the link again, or discover your own thinking style.',
} as const

/** Someone else's card, opened from their share link: whose it is only if they gave a first name. */
export const receivedCardCopy = {
  eyebrow: 'MojoMe card',
  headingNamed: '{name}’s MojoMe card',
  heading: 'A MojoMe card shared with you',
  /** The card in one line, above the invitation. */
  summaryNamed: '{name} is {card}.',
  summary: 'This thinker is {card}.',
  /** The eyebrow on the card itself. */
  cardEyebrowNamed: '{name}’s cognitive fingerprint',
  cardEyebrow: 'A cognitive fingerprint',
  inviteTitle: 'What kind of thinker are you?',
  inviteTextNamed: 'Take MojoMe, and when you finish you will see your card beside {name}’s.',
  inviteText: 'Take MojoMe, and when you finish you will see your card beside this one.',
  /** The time stays on one line with its dot (no-break spaces), so a narrow button wraps before the name. */
  inviteActionNamed: `See how you match {name}\u00a0·\u00a0${ASSESSMENT_MINUTES}\u00a0min`,
  inviteAction: `See how you match\u00a0·\u00a0${ASSESSMENT_MINUTES}\u00a0min`,
} as const

/** What a visitor can do after their result, at its end. */
export const nextStepsCopy = {
  heading: 'What next?',
  compareTitle: 'Compare with a colleague',
  compareText: 'Send them your card. When they take MojoMe from it, they see their card beside yours.',
  compareAction: 'Share your card',
  teamTitle: 'Bring it to your team',
  teamText:
    'A workshop puts a whole team’s cards on the table. Tell us its size and need for a recommendation.',
  teamAction: 'Find a team workshop',
  toolkitTitle: 'Think with the toolkit',
  toolkitText: 'The persona cards, thinking systems and challenge sheets behind MojoMe, for any meeting.',
  toolkitAction: 'See the toolkit',
  dataTitle: 'Your data stays here',
  dataText:
    'Your result lives only in this browser. Delete it, with any card shared with you and your sent messages, whenever you like.',
} as const
