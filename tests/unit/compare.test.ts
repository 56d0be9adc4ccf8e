import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import { COMPARE_GAP_THRESHOLD, compareCopy } from '../../src/content/compare'
import type { Scores, SelectedPower } from '../../src/domain/assessment-types'
import { compareCards, theirNames } from '../../src/domain/compare'
import { emptyScores } from '../../src/domain/scoring'

const scores = (values: Partial<Scores>): Scores => ({ ...emptyScores(), ...values })
const power = (id: string): SelectedPower => {
  const found = superPowers.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no power ${id}`)
  return { id: found.id, name: found.name }
}

const mine = {
  scores: scores({ curiosity: 83, exploration: 17, mastery: 50, fear_unknown: 67, fear_fraud: 17 }),
  powers: [power('pattern-spotter'), power('logic-laser'), power('empathy-radar')],
}
const theirs = {
  scores: scores({ curiosity: 83, exploration: 83, mastery: 50, fear_unknown: 67, fear_fraud: 67 }),
  powers: [power('story-alchemist'), power('pattern-spotter'), power('logic-laser')],
}

describe('compareCards', () => {
  it('names the shared drivers, powers and watch-out, and the widest gaps, in sentences', () => {
    const comparison = compareCards(mine, theirs, { theirName: 'Sam', includeFears: true })
    // Sam's top motivations tie (curiosity and exploration at 83): the shared one still counts.
    expect(comparison.sharedDrivers).toEqual(['curiosity'])
    expect(comparison.sharedPowers.map((shared) => shared.id)).toEqual(['pattern-spotter', 'logic-laser'])
    // Both top fears: the visitor's is the unknown alone; Sam's tie at 67 includes it.
    expect(comparison.sharedWatchOuts).toEqual(['fear_unknown'])
    expect(comparison.gaps).toEqual([
      { key: 'exploration', mine: 17, theirs: 83 },
      { key: 'fear_fraud', mine: 17, theirs: 67 },
    ])
    expect(comparison.sentences).toEqual([
      'You are both driven most by curiosity.',
      'You share 2 super-powers: Pattern-Spotter and Logic Laser.',
      'You watch out for the same thing: fear of the unknown.',
      'Exploring new ground: 17 for you, 83 for Sam.',
      'Fear of being found out: 17 for you, 67 for Sam.',
    ])
  })

  it('leaves fears out entirely when the sharer hid their watch-out', () => {
    const comparison = compareCards(mine, theirs, { includeFears: false })
    expect(comparison.sharedWatchOuts).toEqual([])
    expect(comparison.gaps.map((gap) => gap.key)).toEqual(['exploration'])
    expect(comparison.sentences.join(' ')).not.toMatch(/fear/i)
    expect(comparison.sentences.at(-1)).toBe(
      `Exploring new ground: 17 for you, 83 for ${compareCopy.themAnon}.`,
    )
  })

  it('says how two different cards differ when nothing is shared', () => {
    const other = {
      scores: scores({ mastery: 100, social_cooperation: 100, curiosity: 17 }),
      powers: [power('deadline-sprinter'), power('kaizen-keeper'), power('process-sculptor')],
    }
    const comparison = compareCards(mine, other, { theirName: 'Ada', includeFears: false })
    expect(comparison.sharedDrivers).toEqual([])
    expect(comparison.sharedPowers).toEqual([])
    expect(comparison.sentences.slice(0, 2)).toEqual([
      'Ada is driven most by mastering a craft and working with others; you, by curiosity.',
      'No super-power in common: between you, you bring 6 different ones to the table.',
    ])
    expect(comparison.gaps).toEqual([
      { key: 'social_cooperation', mine: 0, theirs: 100 },
      { key: 'curiosity', mine: 83, theirs: 17 },
    ])
  })

  it('says the cards are close when no score differs by the threshold', () => {
    const near = { scores: { ...mine.scores, mastery: 67 }, powers: mine.powers }
    const comparison = compareCards(mine, near, { includeFears: true })
    expect(17).toBeLessThan(COMPARE_GAP_THRESHOLD)
    expect(comparison.gaps).toEqual([])
    expect(comparison.sentences.at(-1)).toBe(
      'Your scores are close throughout: none is more than 17 points apart.',
    )
    expect(comparison.sentences[1]).toBe(
      'You share 3 super-powers: Pattern-Spotter, Logic Laser and Empathy Radar.',
    )
  })

  it('starts a sentence with the shared card, not a blank, when there is no name', () => {
    expect(theirNames('  ')).toEqual({ them: compareCopy.themAnon, Them: compareCopy.themAnonStart })
    expect(theirNames(' Sam ')).toEqual({ them: 'Sam', Them: 'Sam' })
  })
})
