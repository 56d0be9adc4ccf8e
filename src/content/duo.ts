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
  inviteText: 'Take MojoMe, then put your card beside theirs.',
  inviteAction: `Find your thinking style\u00a0·\u00a0${ASSESSMENT_MINUTES}\u00a0min`,
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
