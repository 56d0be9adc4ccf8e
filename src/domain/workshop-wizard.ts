// The 'Find Your Perfect Workshop' wizard (SPEC.md sections 4 and 9): who it is for, then for a team the
// headcount band and primary need, then a recommendation. Pure rules; the choices and their copy are content.
import {
  HEADCOUNT_BANDS,
  PRIMARY_NEEDS,
  type HeadcountBand,
  type PrimaryNeed,
  type WorkshopRecommendation,
} from '../content/workshop-choices'

/** Bands whose value, read as a number, is at most this get the team workshop. */
export const TEAM_WORKSHOP_MAX_HEADCOUNT = 25

export type WizardChoice = { audience: 'individual' } | { audience: 'team'; band: HeadcountBand }

/** SPEC.md's rule: individual → wait list; a band read as a number at most 25 → team workshop; else Think Week. */
export function recommendWorkshop(choice: WizardChoice): WorkshopRecommendation {
  if (choice.audience === 'individual') return 'individual'
  return Number.parseInt(choice.band, 10) <= TEAM_WORKSHOP_MAX_HEADCOUNT ? 'team' : 'think-week'
}

/** The wizard as the address records it, so Back and Forward move between its views. */
export interface WizardSearch {
  for?: 'me' | 'team'
  size?: HeadcountBand
  need?: PrimaryNeed
}

export type WizardView =
  | { view: 'audience' }
  | { view: 'needs' }
  | { view: 'recommendation'; recommendation: WorkshopRecommendation }

function pick<T extends string>(known: readonly T[], value: unknown): T | undefined {
  return known.find((candidate) => candidate === value)
}

/**
 * Keeps only well-formed wizard parameters; anything else is dropped, never an error. Every key is present
 * (undefined when dropped) because the router lays the result over the raw parameters.
 */
export function parseWizardSearch(search: Record<string, unknown>): WizardSearch {
  const none = { for: undefined, size: undefined, need: undefined }
  const audience = pick(['me', 'team'] as const, search.for)
  if (audience !== 'team') return { ...none, for: audience }
  const size = pick(HEADCOUNT_BANDS, search.size)
  const need = pick(PRIMARY_NEEDS, search.need)
  return size && need ? { for: 'team', size, need } : { ...none, for: 'team' }
}

/** Which view the wizard shows for its parameters. */
export function wizardView(search: WizardSearch): WizardView {
  if (search.for === 'me') return { view: 'recommendation', recommendation: 'individual' }
  if (search.for !== 'team') return { view: 'audience' }
  if (!search.size || !search.need) return { view: 'needs' }
  return {
    view: 'recommendation',
    recommendation: recommendWorkshop({ audience: 'team', band: search.size }),
  }
}
