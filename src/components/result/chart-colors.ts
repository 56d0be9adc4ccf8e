/** The group's charts in the personal card's colours (its results screen), as rgb() triples. */
export const CHART_COLORS = { motivation: '99 85 245', fear: '169 58 13', powers: '74 62 224' } as const
