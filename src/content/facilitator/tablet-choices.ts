// The wizard's choices as bare ids: small, because the /workshops route reads them to check its address on
// every page (the route definitions load with the app), while their wording stays with the page's copy.

/** Headcount bands offered for a team, in order. */
export const HEADCOUNT_BANDS = ['5-10', '11-25', '26-50', '50+'] as const
export type HeadcountBand = (typeof HEADCOUNT_BANDS)[number]

/** Primary needs offered for a team, in order; their wording is below. */
export const PRIMARY_NEEDS = ['new', 'ready', 'transformation'] as const
export type PrimaryNeed = (typeof PRIMARY_NEEDS)[number]

/** The wizard's three possible recommendations. */
export type WorkshopRecommendation = 'individual' | 'team' | 'think-week'
