import type { ScoreKey } from './assessment/scores'

/**
 * "Compare with me": what a receiver who took MojoMe after opening someone's card sees beside it. The
 * sentences are filled from the two cards; `{them}` is the sharer's first name or, without one, `themAnon`.
 */
export const compareCopy = {
  eyebrow: 'Compare with me',
  heading: 'You and {them}',
  intro: 'Your card beside the one that was shared with you: what you have in common, and where you differ.',
  you: 'You',
  /** Who the other card is when the sharer gave no name. */
  themAnon: 'the card shared with you',
  /** The other card's owner at the start of a sentence, without a name. */
  themAnonStart: 'The card shared with you',
  yourCard: 'Your card',
  theirCard: '{them}’s card',
  theirCardAnon: 'The shared card',
  sharedHeading: 'What you share, and where you differ most',
  motivationChart: 'Motivation drivers, both of you',
  fearChart: 'Kryptonite, both of you',
  chartSummary: '{title}: {values}.',
  chartValues: '{label} {mine} for you, {theirs} for {them}',
  watchOutHidden: 'The shared card keeps its watch-out private, so only your drivers are compared.',
} as const

/** The comparison's end: the receiver's card sent back, and a duo card of the two of them. */
export const sendBackCopy = {
  heading: 'Close the loop',
  sendNamed: 'Send your card to {them}',
  send: 'Send your card back',
  sendText: 'Your own card’s link, with an invitation to compare.',
  /** What goes with the link. */
  message: 'I took MojoMe after seeing your card. Here’s mine: compare with me.',
  copied: 'Link copied: paste it wherever you talk.',
  copyFailed: 'This browser would not copy the link. Copy it from the address bar of your card instead.',
  duoHeadingNamed: 'You & {them}',
  duoHeading: 'You & the shared card',
  duoOpen: 'Open your duo card',
  duoCopy: 'Copy the duo link',
} as const

/** The comparison's sentences: one for each thing found, in this order. */
export const compareSentences = {
  sharedDriver: 'You are both driven most by {phrase}.',
  sharedDrivers: 'You are both driven most by {phrases}.',
  differentDrivers: '{Them} is driven most by {theirs}; you, by {mine}.',
  sharedPower: 'You share a super-power: {powers}.',
  sharedPowers: 'You share {count} super-powers: {powers}.',
  noSharedPower: 'No super-power in common: between you, you bring {count} different ones to the table.',
  sharedWatchOut: 'You watch out for the same thing: {phrase}.',
  /** Each watches out most for something else; three or more fears tied at the top are "evenly spread". */
  differentWatchOuts: 'You watch out most for {mine}; {them}, for {theirs}.',
  mySpreadWatchOuts: 'Your fears are evenly spread, while {them} watches out most for {theirs}.',
  theirSpreadWatchOuts: 'You watch out most for {mine}, while {them} has no one fear that stands out.',
  bothSpreadWatchOuts: 'Neither of you has one fear that stands out: yours are evenly spread.',
  /** Scores high on both cards beyond the top ones already named. */
  sharedHighs: 'High for you both: {phrases}.',
  /** The widest differences in words, the scores second (the first number is the one who leans more). */
  leanPair: 'You lean on {mine} ({mineScores}); {them}, on {theirs} ({theirScores}).',
  leanMine: 'You lean on {phrase} more than {them} ({scores}).',
  leanTheirs: '{Them} leans on {phrase} more than you ({scores}).',
  weighsMine: '{Phrase} weighs on you more than on {them} ({scores}).',
  weighsTheirs: '{Phrase} weighs on {them} more than on you ({scores}).',
  scores: '{more} to {less}',
  close: 'Your scores are close throughout: none is more than {gap} points apart.',
  and: ' and ',
  listJoin: ', ',
} as const

/** A score this high (four answers of the six behind it) on both cards is something the two share. */
export const COMPARE_HIGH = 67
/** Two scores this far apart or more (two answers of the six behind a score) count as a real difference. */
export const COMPARE_GAP_THRESHOLD = 30
/** How many differences the comparison names, widest first. */
export const COMPARE_GAP_COUNT = 2

/** Where a card's own phrase speaks to its owner ("mastering your craft"), the comparison speaks of both. */
export const comparePhrases: Partial<Record<ScoreKey, string>> = {
  mastery: 'mastering a craft',
}
