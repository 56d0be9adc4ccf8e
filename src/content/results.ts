import type { Hero } from './types'
import { heroArt } from './hero-art'

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
    'Delete every MojoMe result, any unfinished assessment and the copies of messages already sent from this device? This cannot be undone.',
  deleted: 'Done: your results, any unfinished assessment and your sent messages are gone from this device.',
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
