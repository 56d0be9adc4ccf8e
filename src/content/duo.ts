import { ASSESSMENT_MINUTES } from './assessment-duration'

/**
 * A duo card: two MojoMe cards side by side, at /d/{code}, made at the end of "Compare with me". Its sentence
 * is filled from both cards; `{a}` and `{b}` are the two first names, or `someone` and `theOther` without.
 */
export const duoCopy = {
  eyebrow: 'MojoMe duo',
  headingNamed: '{a} & {b}',
  headingOneNamed: '{name} & a fellow thinker',
  heading: 'Two thinkers, side by side',
  /** The cards' owners, in a sentence, when they gave no name. */
  someone: 'One',
  theOther: 'the other',
  they: 'they',
  inviteTitle: 'Where do you fit in?',
  inviteText: 'Take MojoMe, then see your card beside the one you choose.',
  /** One action per card of the duo: the card the visitor's own result will be compared with. */
  matchNamed: `Match with {name}\u00a0·\u00a0${ASSESSMENT_MINUTES}\u00a0min`,
  matchFirst: `Match with the first card\u00a0·\u00a0${ASSESSMENT_MINUTES}\u00a0min`,
  matchSecond: `Match with the second card\u00a0·\u00a0${ASSESSMENT_MINUTES}\u00a0min`,
  cardEyebrowNamed: '{name}’s cognitive fingerprint',
  cardEyebrow: 'A cognitive fingerprint',
  /** Its link's preview where it is pasted. */
  title: '{heading} · MojoMe duo',
  imageAlt: 'MojoMe duo: {a}, {aCard}, and {b}, {bCard}.',
} as const

/** The duo's one warm sentence: how the two styles work together. */
export const duoSentences = {
  sameDriver: 'Both driven by {driver}, {both} bring {powers} to the same question.',
  differentDrivers: '{A} leans on {a}, {B} on {b}: together, {powers} cover more ground than either alone.',
  /** Two different first powers, each with its article: "a Pattern-Spotter and an Empathy Radar". */
  powers: '{a} and {b}',
  samePower: 'two {power}s',
  both: '{a} and {b}',
  article: 'a',
  articleBeforeVowel: 'an',
} as const

/** The duo's post image (1080 x 1350), and the button that saves it. */
export const duoImageCopy = {
  pill: 'MojoMe duo',
  invite: 'Where do you fit in?',
  scan: 'Scan to see both cards, then find yours at',
  save: 'Save the picture of you two',
  saving: 'Drawing the picture…',
  saved: 'Saved as {file}: post it, or send it to them.',
  failed: 'The picture could not be drawn on this browser. The duo link still shows both cards.',
  file: 'mojome-duo.png',
} as const
