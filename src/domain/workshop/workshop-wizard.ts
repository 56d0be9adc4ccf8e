// The 'Find Your Perfect Workshop' wizard: who it is for, then for a team the
// headcount band and primary need, then a recommendation. Pure rules; the choices and their copy are content.
import { type HeadcountBand, type WorkshopRecommendation } from '../../content/facilitator/tablet-choices'
import { type WizardSearch } from './wizard-search'

/** Bands whose value, read as a number, is at most this get the team workshop. */
export const TEAM_WORKSHOP_MAX_HEADCOUNT = 25

export type WizardChoice = { audience: 'individual' } | { audience: 'team'; band: HeadcountBand }

/** The rule: individual → wait list; a band read as a number at most 25 → team workshop; else Think Week. */
export function recommendWorkshop(choice: WizardChoice): WorkshopRecommendation {
  if (choice.audience === 'individual') return 'individual'
  return Number.parseInt(choice.band, 10) <= TEAM_WORKSHOP_MAX_HEADCOUNT ? 'team' : 'think-week'
}

export type WizardView =
  | { view: 'audience' }
  | { view: 'needs' }
  | { view: 'recommendation'; recommendation: WorkshopRecommendation }

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
