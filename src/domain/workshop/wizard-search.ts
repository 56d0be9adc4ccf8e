// The workshop wizard's answers as its address records them: read by the route on every page, so they stay
// apart from the wizard's rules, which only the wizard itself needs.
import {
  HEADCOUNT_BANDS,
  PRIMARY_NEEDS,
  type HeadcountBand,
  type PrimaryNeed,
} from '../../content/facilitator/tablet-choices'

/** The wizard as the address records it, so Back and Forward move between its views. */
export interface WizardSearch {
  for?: 'me' | 'team'
  size?: HeadcountBand
  need?: PrimaryNeed
}

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
