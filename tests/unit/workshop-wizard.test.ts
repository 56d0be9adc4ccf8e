import { describe, expect, it } from 'vitest'
import {
  HEADCOUNT_BANDS,
  PRIMARY_NEEDS,
  type HeadcountBand,
  type WorkshopRecommendation,
} from '../../src/content/facilitator/tablet-choices'
import { parseWizardSearch, type WizardSearch } from '../../src/domain/workshop/wizard-search'
import { recommendWorkshop, wizardView, type WizardView } from '../../src/domain/workshop/workshop-wizard'

describe('wizard constants', () => {
  it('offer the headcount bands and three primary needs', () => {
    expect(HEADCOUNT_BANDS).toEqual(['5-10', '11-25', '26-50', '50+'])
    expect(PRIMARY_NEEDS).toHaveLength(3)
  })
})

describe('recommendWorkshop', () => {
  it('sends an individual to the wait list', () => {
    expect(recommendWorkshop({ audience: 'individual' })).toBe('individual')
  })

  const teams: [HeadcountBand, WorkshopRecommendation][] = [
    ['5-10', 'team'],
    ['11-25', 'team'],
    ['26-50', 'think-week'],
    ['50+', 'think-week'],
  ]
  it.each(teams)('gives a team of %s the %s recommendation', (band, expected) => {
    expect(recommendWorkshop({ audience: 'team', band })).toBe(expected)
  })
})

describe('parseWizardSearch', () => {
  const cases: [string, Record<string, unknown>, WizardSearch][] = [
    ['nothing', {}, {}],
    ['for me', { for: 'me' }, { for: 'me' }],
    ['for me ignores team answers', { for: 'me', size: '5-10', need: 'new' }, { for: 'me' }],
    ['for a team', { for: 'team' }, { for: 'team' }],
    [
      'a complete team',
      { for: 'team', size: '26-50', need: 'ready' },
      { for: 'team', size: '26-50', need: 'ready' },
    ],
    ['a team without a need', { for: 'team', size: '26-50' }, { for: 'team' }],
    ['an unknown band', { for: 'team', size: '7', need: 'ready' }, { for: 'team' }],
    ['an unknown need', { for: 'team', size: '50+', need: 'x' }, { for: 'team' }],
    ['an unknown audience', { for: 'everyone' }, {}],
    ['a non-string audience', { for: ['me'] }, {}],
  ]
  it.each(cases)('%s', (_label, search, expected) => {
    expect(parseWizardSearch(search)).toEqual(expected)
  })
})

describe('wizardView', () => {
  const cases: [WizardSearch, WizardView][] = [
    [{}, { view: 'audience' }],
    [{ for: 'me' }, { view: 'recommendation', recommendation: 'individual' }],
    [{ for: 'team' }, { view: 'needs' }],
    [{ for: 'team', size: '5-10' }, { view: 'needs' }],
    [
      { for: 'team', size: '11-25', need: 'new' },
      { view: 'recommendation', recommendation: 'team' },
    ],
    [
      { for: 'team', size: '26-50', need: 'ready' },
      { view: 'recommendation', recommendation: 'think-week' },
    ],
    [
      { for: 'team', size: '50+', need: 'transformation' },
      { view: 'recommendation', recommendation: 'think-week' },
    ],
  ]
  it.each(cases)('%o shows %o', (search, expected) => {
    expect(wizardView(search)).toEqual(expected)
  })
})
