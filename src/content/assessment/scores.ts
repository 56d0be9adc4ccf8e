/** The ten scores of SPEC.md section 3, their chart labels and the words the card builds from them. */

export const MOTIVATION_KEYS = [
  'curiosity',
  'exploration',
  'mastery',
  'social_competition',
  'social_cooperation',
] as const
export const FEAR_KEYS = [
  'fear_unknown',
  'fear_ambiguity',
  'fear_mistakes',
  'fear_disapproval',
  'fear_fraud',
] as const

export type MotivationKey = (typeof MOTIVATION_KEYS)[number]
export type FearKey = (typeof FEAR_KEYS)[number]
export type ScoreKey = MotivationKey | FearKey

/** Axis labels of the radar charts (SPEC.md section 2), also used in the tip. */
export const scoreLabels: Record<ScoreKey, string> = {
  curiosity: 'Curiosity',
  exploration: 'Exploration',
  mastery: 'Mastery',
  social_competition: 'Social Competition',
  social_cooperation: 'Social Cooperation',
  fear_unknown: 'Unknown',
  fear_ambiguity: 'Ambiguity',
  fear_mistakes: 'Mistakes',
  fear_disapproval: 'Disapproval',
  fear_fraud: 'Fraud',
}

/** One adjective per motivation for the card name, e.g. "The Curious Pattern-Spotter". */
export const motivationAdjectives: Record<MotivationKey, string> = {
  curiosity: 'Curious',
  exploration: 'Adventurous',
  mastery: 'Masterful',
  social_competition: 'Driven',
  social_cooperation: 'Collaborative',
}
