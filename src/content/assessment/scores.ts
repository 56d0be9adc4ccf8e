/** The ten scores, their chart labels and the words the card builds from them. */

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

/** Axis labels of the radar charts and the group view's tables. */
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

/**
 * Each score as a person would say it, in running text: the card's drivers and watch-out, the tip, the
 * exported image and PDF. Lower case; the card capitalises a phrase that starts a line.
 */
export const scorePhrases: Record<ScoreKey, string> = {
  curiosity: 'curiosity',
  exploration: 'exploring new ground',
  mastery: 'mastering your craft',
  social_competition: 'a competitive streak',
  social_cooperation: 'working with others',
  fear_unknown: 'fear of the unknown',
  fear_ambiguity: 'fear of ambiguity',
  fear_mistakes: 'fear of making mistakes',
  fear_disapproval: 'fear of disapproval',
  fear_fraud: 'fear of being found out',
}

/** One adjective per motivation for the card name, e.g. "The Curious Pattern-Spotter". */
export const motivationAdjectives: Record<MotivationKey, string> = {
  curiosity: 'Curious',
  exploration: 'Adventurous',
  mastery: 'Masterful',
  social_competition: 'Driven',
  social_cooperation: 'Collaborative',
}
