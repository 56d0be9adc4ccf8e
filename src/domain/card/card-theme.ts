/**
 * The colours of an exported card and its link preview: the site's own result card (styles.css tokens
 * ink-950, iris-500, sun-500, sun-400 and ink-300, as its `hero-mesh` background lays them), so a posted card
 * looks like the one the visitor saw. What makes each card its own is its fingerprint of rings, not a colour.
 */
export interface CardTheme {
  /** The deep background every text colour is checked against. */
  base: string
  /** Two glows of light across the background, top right and bottom left, each with its strength. */
  glows: readonly [Glow, Glow]
  /** The eyebrow, the name's lead, the bars: bright on the base. */
  accent: string
  /** Secondary text. */
  soft: string
  /** Bars and labels on white paper (the PDF), where the accent would not read. */
  onPaper: string
}

interface Glow {
  color: string
  alpha: number
}

export const cardTheme: CardTheme = {
  base: '#070a14',
  glows: [
    { color: '#6355f5', alpha: 0.55 },
    { color: '#ffb020', alpha: 0.22 },
  ],
  accent: '#ffc44d',
  soft: '#b9bfd6',
  onPaper: '#6355f5',
}
