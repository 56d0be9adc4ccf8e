/**
 * The room screen: what a projector shows of a live room (/audience/{code}) and of a workshop tablet's group
 * ("Show to the room"), and the room's card exported from either. One table for both; the presenter's controls
 * are in rooms.ts.
 */

/** A count in words: `one` for 1, `other` (with `{count}`) for the rest. */
interface CountWords {
  one: string
  other: string
}

export const audienceCopy = {
  joinAt: 'Join at {address}',
  codeLabel: 'Code',
  qrLabel: 'QR code to join the room {name}',
  locked: 'Room locked',
  lockedText: 'No new joins',
  ended: 'This room has ended',
  endedText: 'Thank you for taking part.',
  lobby: {
    joined: { one: '1 person is here', other: '{count} people are here' } satisfies CountWords,
    finished: { one: '1 card is in', other: '{count} cards are in' } satisfies CountWords,
  },
  hiddenTitle: 'Results hidden',
  hiddenText: 'They appear here when the facilitator reveals them.',
  emptyTitle: 'Waiting for the first card',
  /** Shown instead of the reveal while too few cards are in for it to say nothing about one person. */
  tooFew: 'The room’s picture appears once {min} people have finished.',
  tooFewCount: { one: '1 card so far', other: '{count} cards so far' } satisfies CountWords,
  cards: { one: '1 card', other: '{count} cards' } satisfies CountWords,
  drivers: 'What drives this room',
  fears: 'What holds this room back',
  powers: 'Super-powers in the room',
  expertise: 'What this room knows',
  /** How many chose a power, for screen readers and the exports. */
  powerCount: { one: '{name}: 1 person', other: '{name}: {count} people' } satisfies CountWords,
  /** One word of the expertise cloud, for screen readers. */
  expertiseWord: '{word}: {count}',
} as const

/**
 * The reveal in sentences a room reads from the back. `{name}` is the score's phrase, `{count}` of `{total}`
 * the people; `{names}` joins tied ones with `and`.
 */
export const revealSentences = {
  motivation: {
    most: 'Most of this room is driven by {name}: {count} of {total}',
    leading: 'More of this room is driven by {name} than by anything else: {count} of {total}',
    tie: 'This room is split between {names}: {count} of {total} each',
    none: 'No single driver leads this room: each person is pulled several ways',
  },
  fear: {
    most: 'Most of this room worries about {name}: {count} of {total}',
    leading: 'The worry this room shares most is {name}: {count} of {total}',
    tie: 'This room’s worries are split between {names}: {count} of {total} each',
    none: 'No single worry leads this room: each person has several',
  },
  /** People whose own top scores tie, so they count for none of the names above. */
  torn: { one: '1 person is torn between two or more', other: '{count} people are torn between two or more' },
  agree: 'You agree most on {name}: half of you score between {low} and {high}',
  /** When the middle half of the room gives the very same score. */
  agreeSame: 'You agree most on {name}: half of you score {low}',
  differ: 'You differ most on {name}: from {low} to {high}',
  lastAnd: ' and ',
  listSeparator: ', ',
} as const

/** What the driver and fear sentences call each score: lower case, read inside a sentence. */
export const revealScoreWords = {
  curiosity: 'curiosity',
  exploration: 'exploration',
  mastery: 'mastery',
  social_competition: 'competition',
  social_cooperation: 'cooperation',
  fear_unknown: 'the unknown',
  fear_ambiguity: 'ambiguity',
  fear_mistakes: 'making mistakes',
  fear_disapproval: 'disapproval',
  fear_fraud: 'being found out',
} as const

/** Words left out of the room's expertise cloud: they say nothing on their own. */
export const expertiseStopWords: readonly string[] = [
  'and',
  'the',
  'for',
  'with',
  'from',
  'into',
  'about',
  'how',
  'our',
  'your',
  'their',
  'this',
  'that',
  'of',
  'in',
  'on',
  'to',
  'a',
  'an',
  'at',
  'by',
  'or',
  'my',
  'we',
  'it',
  'is',
  'as',
]

/** "Show to the room" on a workshop tablet's group view. */
export const showToRoomCopy = {
  open: 'Show to the room',
  close: 'Close',
} as const

/** The room's card: a picture for the slide deck and a one-page PDF for the follow-up e-mail. */
export const roomCardCopy = {
  png: 'Download picture (PNG)',
  pdf: 'Download PDF',
  making: 'Making…',
  footer: 'MojoMe room card · {date} · {site}',
  failed: 'The room’s card could not be made. Try again.',
  tooFew: 'The room’s card can be made once {min} people have finished.',
} as const
