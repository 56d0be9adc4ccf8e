import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import { COMPARE_GAP_THRESHOLD, compareCopy } from '../../src/content/compare'
import type { Scores, SelectedPower } from '../../src/domain/assessment/assessment-types'
import { compareCards, theirNames } from '../../src/domain/card/compare'
import { emptyScores } from '../../src/domain/assessment/scoring'

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
      'Sam leans on exploring new ground more than you (83 to 17).',
      'Fear of being found out weighs on Sam more than on you (67 to 17).',
    ])
  })

  it('leaves fears out entirely when the sharer hid their watch-out', () => {
    const comparison = compareCards(mine, theirs, { includeFears: false })
    expect(comparison.sharedWatchOuts).toEqual([])
    expect(comparison.gaps.map((gap) => gap.key)).toEqual(['exploration'])
    expect(comparison.sentences.join(' ')).not.toMatch(/fear/i)
    expect(comparison.sentences.at(-1)).toBe(
      `${compareCopy.themAnonStart} leans on exploring new ground more than you (83 to 17).`,
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

  it('says two motivations pulling opposite ways in words, the scores second', () => {
    const you = { scores: scores({ curiosity: 100, mastery: 50 }), powers: mine.powers }
    const maya = { scores: scores({ curiosity: 50, mastery: 100 }), powers: mine.powers }
    const comparison = compareCards(you, maya, { theirName: 'Maya', includeFears: false })
    expect(comparison.sentences.at(-1)).toBe(
      'You lean on curiosity (100 to 50); Maya, on mastering a craft (100 to 50).',
    )
    expect(comparison.sentences.join(' ')).not.toMatch(/for you, \d+ for/)
  })

  it('lists any score high on both cards, beyond the top ones already named', () => {
    const you = {
      scores: scores({ curiosity: 83, social_competition: 67, fear_mistakes: 67 }),
      powers: mine.powers,
    }
    const maya = {
      scores: scores({ curiosity: 83, social_competition: 67, fear_mistakes: 83 }),
      powers: mine.powers,
    }
    const withFears = compareCards(you, maya, { theirName: 'Maya', includeFears: true })
    // Both watch out most for making mistakes: said once, as the shared watch-out, not again as a high.
    expect(withFears.sharedHighs).toEqual(['social_competition'])
    expect(withFears.sentences).toContain('High for you both: a competitive streak.')
    expect(withFears.sentences).toContain('You watch out for the same thing: fear of making mistakes.')
    const fearsHidden = compareCards(you, maya, { theirName: 'Maya', includeFears: false })
    expect(fearsHidden.sharedHighs).toEqual(['social_competition'])

    const sharedFearHigh = {
      scores: scores({ curiosity: 83, fear_unknown: 100, fear_mistakes: 67 }),
      powers: mine.powers,
    }
    expect(compareCards(you, sharedFearHigh, { includeFears: true }).sentences).toContain(
      'High for you both: fear of making mistakes.',
    )
  })

  it('says tied fears as a person would: evenly spread, or one that stands out', () => {
    const spreadFears = scores({ curiosity: 83, fear_unknown: 67, fear_ambiguity: 67, fear_mistakes: 67 })
    const oneFear = scores({ curiosity: 83, fear_fraud: 83 })
    const card = (values: Scores) => ({ scores: values, powers: mine.powers })
    const sentence = (a: Scores, b: Scores) =>
      compareCards(card(a), card(b), { theirName: 'Maya', includeFears: true }).sentences[2]
    expect(sentence(spreadFears, oneFear)).toBe(
      'Your fears are evenly spread, while Maya watches out most for fear of being found out.',
    )
    expect(sentence(oneFear, spreadFears)).toBe(
      'You watch out most for fear of being found out, while Maya has no one fear that stands out.',
    )
    // Two fears tied are two fears named; three or more are evenly spread.
    expect(sentence(spreadFears, scores({ fear_disapproval: 50, fear_fraud: 50 }))).toBe(
      'Your fears are evenly spread, while Maya watches out most for fear of disapproval and fear of being found out.',
    )
    expect(sentence(spreadFears, scores({ curiosity: 50 }))).toBe(
      'Neither of you has one fear that stands out: yours are evenly spread.',
    )
    expect(sentence(oneFear, scores({ fear_disapproval: 50 }))).toBe(
      'You watch out most for fear of being found out; Maya, for fear of disapproval.',
    )
  })
})
