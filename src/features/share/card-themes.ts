import type { MotivationKey } from '../../content/assessment/scores'

/** The colours of an exported card: one theme per top motivation, so two thinkers' cards look different. */
export interface CardTheme {
  /** The deep background every text colour is checked against. */
  base: string
  /** Two glows of light across the background, top right and bottom left. */
  glows: readonly [string, string]
  /** The eyebrow, the name's lead, the bars: bright on the base. */
  accent: string
  /** Secondary text. */
  soft: string
}

export const cardThemes: Record<MotivationKey, CardTheme> = {
  // Curious: a violet night sky.
  curiosity: { base: '#120c38', glows: ['#6355f5', '#0e8fc4'], accent: '#ffb020', soft: '#d3cfff' },
  // Adventurous: deep forest green.
  exploration: { base: '#03221c', glows: ['#0f9f6e', '#5e8f0b'], accent: '#fde047', soft: '#c2f2dd' },
  // Masterful: midnight blue and old gold.
  mastery: { base: '#0b1020', glows: ['#2b3fa8', '#a86a12'], accent: '#fbbf24', soft: '#d2d9f7' },
  // Driven: embers.
  social_competition: { base: '#250806', glows: ['#d94a14', '#a3123a'], accent: '#ffd166', soft: '#ffd6c6' },
  // Collaborative: rose and warm amber.
  social_cooperation: { base: '#2a0a24', glows: ['#cf2a78', '#c27406'], accent: '#ffe08a', soft: '#ffd3e8' },
}
