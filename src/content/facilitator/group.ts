/**
 * The facilitator's group view on /workshop, behind the PIN: the room's numbers, its exports, and the ways
 * to add results taken on phones or other tablets.
 */

/** A count in words: `one` for 1, `other` (with `{count}`) for the rest; `none`, where given, for 0. */
export interface CountForms {
  none?: string
  one: string
  other: string
}

export const groupViewCopy = {
  title: 'The group',
  /** Above the title on paper only, where the page around it (which names the workshop) is left out. */
  printedFor: '{name}, started {date}',
  intro: 'Everyone who has taken MojoMe in this workshop, on this tablet or added from elsewhere.',
  loading: 'Reading the group’s results…',
  unavailable: 'This browser would not read the workshop’s results. Reload the page to try again.',
  participants: { one: '1 participant', other: '{count} participants' },
  emptyTitle: 'No results yet',
  emptyText:
    'As attendees finish MojoMe, the room’s motivations, fears and super-powers gather here. Results taken on phones or other tablets can be added below.',
} as const

/** The two radar charts and their tables; the titles match the personal card's charts. */
export const groupScoresCopy = {
  motivation: {
    title: 'Motivation Drivers',
    caption: 'Motivation scores across the group, 0 to 100',
  },
  fear: {
    title: 'Kryptonite Fears',
    caption: 'Kryptonite scores across the group, 0 to 100',
  },
  /** The drawing's short text alternative; the table after it has every number. */
  chartSummary: 'Group average, {title}: {values}.',
  columns: {
    score: 'Score',
    average: 'Average',
    min: 'Lowest',
    q1: 'Lower quartile',
    median: 'Median',
    q3: 'Upper quartile',
    max: 'Highest',
  },
  /** What a phone shows in the header row; screen readers still read the full names. */
  shortColumns: { average: 'Avg', min: 'Min', q1: 'Q1', median: 'Med', q3: 'Q3', max: 'Max' },
} as const

export const groupHighlightsCopy = {
  title: 'What the room shares',
  topMotivation: 'Most common top motivation',
  topFear: 'Most common top kryptonite',
  /** Under the score's name. */
  share: '{count} of {total} participants',
  shareOne: '1 of {total} participants',
  /** Under two or more names that tie as the most common. */
  shareEach: '{count} of {total} participants each',
  /** Joins tied names: "Mistakes and Fraud", "Curiosity, Mastery and Exploration". */
  and: ' and ',
  /** When no participant has a single top one: each has two or more tied. */
  noSingleTop: 'No single top one',
  /** Participants counted for none, because their own top scores tie. */
  tied: { one: '1 participant has a tie at the top', other: '{count} participants have a tie at the top' },
} as const

export const groupPowersCopy = {
  title: 'Super-powers chosen',
  chartSummary: 'Bar chart of how many participants chose each super-power: {values}.',
  /** The axis under the bars. */
  axis: 'Participants',
  none: 'No super-powers have been chosen yet.',
  count: { one: '1 participant', other: '{count} participants' },
} as const

export const groupExpertiseCopy = {
  title: 'Expertise in the room',
  none: 'Nobody has named an area of expertise yet.',
  count: { one: '1 person', other: '{count} people' },
} as const

export const groupExportCopy = {
  title: 'Take the results with you',
  intro:
    'CSV opens in a spreadsheet, one row per participant. JSON can be imported on another tablet. Print keeps only this group view.',
  csv: 'Download CSV',
  json: 'Download JSON',
  print: 'Print / PDF',
  /** The downloaded file's name before its extension, when the workshop's name has no letters to use. */
  fallbackFileName: 'workshop',
  downloaded: 'Downloaded {file}.',
} as const

export const addResultsCopy = {
  title: 'Add results from elsewhere',
  intro:
    'Bring in cards taken on attendees’ phones or on other tablets. A card already here is never added twice.',
  /** Where the addition could not be stored on this device. */
  unavailable: 'This browser would not store the results, so nothing was added. Try again.',
  added: {
    none: 'No new results were added.',
    one: '1 result added.',
    other: '{count} results added.',
  },
  alreadyHere: { one: '1 was already here.', other: '{count} were already here.' },
} as const

export const importCopy = {
  title: 'Import another tablet’s export',
  label: 'JSON export file',
  hint: 'The file “Download JSON” made on the other tablet.',
  reading: 'Reading the file…',
  /** Before the counts, naming the tablet and workshop the file came from. */
  from: 'From {tablet} of “{name}”:',
  rejected: {
    one: '1 was damaged and left out.',
    other: '{count} were damaged and left out.',
  },
  unreadable: 'This file could not be read. Choose it again.',
  /** Before merging a file from another workshop: the facilitator decides. */
  otherWorkshop:
    'This file comes from another workshop, “{name}” ({tablet}), with {count} results. Add them to this one anyway?',
  unknownTablet: 'an unnamed tablet',
  mergeAnyway: 'Add them here',
  keepApart: 'Don’t add',
  /** By parseWorkshopJson's error code; nothing is added. */
  errors: {
    'not-json':
      'This file is not a workshop export: it is not JSON. Choose the .json file that “Download JSON” made. Nothing was added.',
    'not-a-workshop-export':
      'This file is not a Think First workshop export. Choose the .json file that “Download JSON” made. Nothing was added.',
    'unsupported-version':
      'This export comes from another version of Think First. Update the app on both tablets, export again, then import. Nothing was added.',
    'too-large': 'This file is too large to be a workshop export. Nothing was added.',
  },
} as const

export const pasteCopy = {
  title: 'Paste share links',
  label: 'Share links',
  hint: 'One or more links to MojoMe cards, each like …/result/…#…, one per line.',
  submit: 'Add links',
  empty: 'Paste at least one share link first.',
  noLinks: 'No share link found. A share link looks like https://…/result/…#…. Nothing was added.',
  /** Before the list of links that could not be read; they stay in the box to fix. */
  problems: {
    one: '1 link could not be read and stays in the box:',
    other: '{count} links could not be read and stay in the box:',
  },
  /** One line per unreadable link: the link (shortened), then why, by readShareLink's problem. */
  problem: '{link}: {why}',
  why: {
    'not-a-link': 'not a link to a MojoMe card',
    'bad-id': 'the card’s id in the link is damaged',
    'no-card': 'the card after the “#” is missing; copy the whole link',
    damaged: 'the link is damaged or cut short; copy the whole link again',
    'newer-version': 'made by a newer version of Think First; update this app',
  },
} as const

export const scanCopy = {
  title: 'Scan QR codes',
  intro: 'Hold an attendee’s phone, showing their card’s QR code, in front of this tablet’s camera.',
  start: 'Scan QR codes',
  stop: 'Stop scanning',
  videoLabel: 'Camera view',
  starting: 'Starting the camera…',
  scanning: 'Scanning. Point the camera at a card’s QR code; each new card is added.',
  stopped: 'The camera is off.',
  added: 'Card added: {expertise}.',
  alreadyHere: 'This card is already here: {expertise}.',
  notACard: 'This QR code is not a link to a MojoMe card. Nothing was added.',
  errors: {
    denied:
      'The camera is blocked for this site. Allow the camera in the browser’s site settings, or paste the links instead.',
    'no-camera': 'This device has no camera we can use. Paste the links or import a file instead.',
    busy: 'The camera is in use by another app. Close that app, then scan again.',
    unsupported: 'This browser cannot use the camera here. Paste the links or import a file instead.',
    'no-scanner':
      'The QR code reader could not be loaded. Connect to the network once and try again, or paste the links instead.',
  },
} as const
