import { describe, expect, it } from 'vitest'
import { cardTextCopy } from '../../src/content/assessment/card'
import { DEFAULT_EXPERTISE, expertiseSuggestions } from '../../src/content/assessment/expertise'
import { superPowers } from '../../src/content/assessment/powers'
import {
  FEAR_KEYS,
  MOTIVATION_KEYS,
  motivationAdjectives,
  scoreLabels,
  scorePhrases,
  type FearKey,
  type MotivationKey,
} from '../../src/content/assessment/scores'
import type { Scores, SelectedPower } from '../../src/domain/assessment/assessment-types'
import {
  cardName,
  expertiseOrDefault,
  scoreHeadline,
  tipText,
  watchOutText,
} from '../../src/domain/card/card-text'
import { emptyScores } from '../../src/domain/assessment/scoring'
import {
  matchSuggestions,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_LENGTH,
} from '../../src/domain/assessment/suggestions'

function scoresWith(values: Partial<Scores>): Scores {
  return { ...emptyScores(), ...values }
}

/** Scores whose top motivation and top fear are the ones given. */
function scoresTopping(motivation: MotivationKey, fear: FearKey): Scores {
  return scoresWith({ curiosity: 33, fear_unknown: 33, [motivation]: 67, [fear]: 50 })
}

const powers: SelectedPower[] = superPowers.map(({ id, name }) => ({ id, name }))
const byName = (name: string): SelectedPower => {
  const power = powers.find((candidate) => candidate.name === name)
  if (!power) throw new Error(`no power named ${name}`)
  return power
}

describe('cardName', () => {
  it('builds the example "The Curious Pattern-Spotter"', () => {
    const scores = scoresWith({ curiosity: 83, mastery: 50 })
    expect(cardName(scores, [byName('Pattern-Spotter'), byName('Logic Laser')])).toBe(
      'The Curious Pattern-Spotter',
    )
  })

  it.each(MOTIVATION_KEYS)('uses the adjective of %s when it tops the motivations', (key) => {
    const power = byName('Story Alchemist')
    expect(cardName(scoresTopping(key, 'fear_fraud'), [power])).toBe(
      `The ${motivationAdjectives[key]} ${power.name}`,
    )
  })

  it('uses the first power only', () => {
    const chosen = [byName('Empathy Radar'), byName('Pattern-Spotter'), byName('Kaizen Keeper')]
    expect(cardName(scoresWith({ exploration: 50 }), chosen)).toBe(
      `The ${motivationAdjectives.exploration} Empathy Radar`,
    )
  })

  it('names no motivation when two share the top score, rather than the first in list order', () => {
    const scores = scoresWith({ mastery: 67, social_cooperation: 67 })
    expect(cardName(scores, [byName('Logic Laser')])).toBe('The Versatile Logic Laser')
    expect(Object.values(motivationAdjectives)).not.toContain(cardTextCopy.tiedMotivationAdjective)
  })

  it('falls back to a plain noun with no powers', () => {
    expect(cardName(scoresWith({ curiosity: 17 }), [])).toBe(
      `The ${motivationAdjectives.curiosity} ${cardTextCopy.powerlessNoun}`,
    )
  })

  it('has a distinct adjective for every motivation', () => {
    const adjectives = MOTIVATION_KEYS.map((key) => motivationAdjectives[key])
    expect(new Set(adjectives).size).toBe(MOTIVATION_KEYS.length)
    expect(adjectives.every((adjective) => adjective.trim() === adjective && adjective.length > 0)).toBe(true)
  })
})

describe('tipText', () => {
  it('is the tip written from the phrases of the top motivation, first power and top fear', () => {
    const scores = scoresWith({ curiosity: 83, fear_unknown: 67, fear_fraud: 50 })
    expect(tipText(scores, [byName('Pattern-Spotter'), byName('Logic Laser')])).toBe(
      'Leaning on curiosity plus your Pattern-Spotter skills works great — just plan ahead for fear of the unknown on public launches.',
    )
  })

  it("says 'your strengths' when no power exists", () => {
    const scores = scoresWith({ social_cooperation: 50, fear_disapproval: 33 })
    expect(tipText(scores, [])).toBe(
      'Leaning on working with others plus your strengths works great — just plan ahead for fear of disapproval on public launches.',
    )
    expect(cardTextCopy.noPower).toBe('your strengths')
  })

  const pairs = MOTIVATION_KEYS.flatMap((motivation) => FEAR_KEYS.map((fear) => ({ motivation, fear })))
  it.each(pairs)('names $motivation and $fear when they are on top', ({ motivation, fear }) => {
    const power = byName('Momentum Magnet')
    const tip = tipText(scoresTopping(motivation, fear), [power])
    expect(tip).toBe(
      `Leaning on ${scorePhrases[motivation]} plus your Momentum Magnet skills works great — just plan ahead for ${scorePhrases[fear]} on public launches.`,
    )
    expect(tip).not.toMatch(/[{}]/)
  })

  it('names both of two tied motivations and fears, never the first in list order alone', () => {
    const scores = scoresWith({ exploration: 50, social_competition: 50, fear_mistakes: 33, fear_fraud: 33 })
    expect(tipText(scores, [byName('Logic Laser')])).toBe(
      'Leaning on exploring new ground and a competitive streak plus your Logic Laser skills works great — just plan ahead for fear of making mistakes and fear of being found out on public launches.',
    )
  })

  it('speaks of several when three or more tie', () => {
    const scores = scoresWith({
      curiosity: 50,
      mastery: 50,
      exploration: 50,
      fear_unknown: 33,
      fear_fraud: 33,
      fear_mistakes: 33,
    })
    expect(tipText(scores, [])).toBe(
      'Leaning on several motivations at once plus your strengths works great — just plan ahead for the fears that tie at the top of your list on public launches.',
    )
  })

  it.each([
    'Cost $& Cutter',
    "A$'B",
    'A$`B',
    'Two $$ Dollars',
    '$1 Hero',
    '{fear} Tamer',
    '{motivation}{power}',
  ])('puts the power name %j in literally', (name) => {
    const tip = tipText(scoresWith({ curiosity: 17, fear_unknown: 17 }), [{ id: 'custom', name }])
    expect(tip).toBe(
      `Leaning on curiosity plus your ${name} skills works great — just plan ahead for fear of the unknown on public launches.`,
    )
  })
})

describe('watchOutText', () => {
  it('is the top fear as a headline when one fear leads', () => {
    expect(watchOutText(scoresWith({ fear_fraud: 67, fear_unknown: 50 }))).toBe('Fear of being found out')
  })

  it.each([
    [{ fear_unknown: 50, fear_mistakes: 50 }, 'Evenly spread: two fears at 50'],
    [
      { fear_unknown: 50, fear_ambiguity: 50, fear_mistakes: 50, fear_fraud: 50 },
      'Evenly spread: four fears at 50',
    ],
    [{}, 'Evenly spread: five fears at 0'],
  ] as const)('says there is no single top fear for %j', (values, text) => {
    expect(watchOutText(scoresWith(values))).toBe(text)
  })
})

describe('score phrases', () => {
  const keys = [...MOTIVATION_KEYS, ...FEAR_KEYS]

  it.each(keys)('gives %s a phrase of plain lower-case words to run in a sentence', (key) => {
    expect(scorePhrases[key]).toMatch(/^[a-z]+( [a-z]+)*$/)
  })

  it('reads "fear of the unknown", not the chart\'s "Fear of Unknown"', () => {
    expect(scorePhrases.fear_unknown).toBe('fear of the unknown')
    expect(scoreLabels.fear_unknown).toBe('Unknown')
  })

  it("names every fear as a fear, as the card's watch-out does", () => {
    for (const key of FEAR_KEYS) expect(scorePhrases[key]).toMatch(/^fear of /)
  })

  it('gives every score its own phrase', () => {
    expect(new Set(keys.map((key) => scorePhrases[key])).size).toBe(keys.length)
  })

  it.each([
    ['fear_unknown', 'Fear of the unknown'],
    ['social_competition', 'A competitive streak'],
    ['curiosity', 'Curiosity'],
  ] as const)('starts a line with %s as %j', (key, headline) => {
    expect(scoreHeadline(key)).toBe(headline)
  })
})

describe('expertiseOrDefault', () => {
  it("defaults to 'AI & Machine Learning'", () => {
    expect(DEFAULT_EXPERTISE).toBe('AI & Machine Learning')
  })

  it.each(['', ' ', '   ', '\t\n', ' \u00a0 '])('shows the default for %j', (stored) => {
    expect(expertiseOrDefault(stored)).toBe(DEFAULT_EXPERTISE)
  })

  it.each([
    ['Climate Change', 'Climate Change'],
    ['  Leadership  ', 'Leadership'],
    ['x', 'x'],
    ['AI & Machine Learning', 'AI & Machine Learning'],
  ])('shows %j as %j', (stored, shown) => {
    expect(expertiseOrDefault(stored)).toBe(shown)
  })
})

describe('matchSuggestions', () => {
  it('suggests after more than 1 character, at most 5', () => {
    expect(SUGGESTION_MIN_LENGTH).toBe(2)
    expect(SUGGESTION_LIMIT).toBe(5)
  })

  it.each(['', ' ', 'a', 'I', '  a  ', '\tz\n'])('offers nothing for %j', (query) => {
    expect(matchSuggestions(query, expertiseSuggestions)).toEqual([])
  })

  it.each([
    ['Climate', ['Climate Change']],
    ['climate', ['Climate Change']],
    ['CLIMATE CH', ['Climate Change']],
    [' lead ', ['Leadership']],
    ['ai', ['Supply Chain Management', 'Sustainable Business']],
    ['design', ['Design Thinking', 'User Experience Design']],
    ['ship', ['Leadership', 'Entrepreneurship']],
    ['ence', ['Artificial Intelligence', 'Data Science', 'Neuroscience', 'User Experience Design']],
    ['zzz', []],
    ['Artificial Intelligence!', []],
  ])('matches %j to %j', (query, expected) => {
    expect(matchSuggestions(query, expertiseSuggestions)).toEqual(expected)
  })

  it('shows at most 5, in list order', () => {
    expect(matchSuggestions('in', expertiseSuggestions)).toEqual([
      'Artificial Intelligence',
      'Design Thinking',
      'Innovation',
      'Urban Planning',
      'Marketing Strategy',
    ])
    expect(expertiseSuggestions.filter((topic) => topic.toLowerCase().includes('in')).length).toBeGreaterThan(
      SUGGESTION_LIMIT,
    )
  })

  it('keeps the order and limit for any list', () => {
    const topics = ['Gamma ab', 'alpha AB', 'Beta', 'ab one', 'AB two', 'ab three', 'ab four', 'ab five']
    expect(matchSuggestions('Ab', topics)).toEqual(['Gamma ab', 'alpha AB', 'ab one', 'AB two', 'ab three'])
    expect(matchSuggestions('Ab', topics.slice(0, 4))).toEqual(['Gamma ab', 'alpha AB', 'ab one'])
  })

  it('matches a whole topic typed in full', () => {
    for (const topic of expertiseSuggestions) {
      expect(matchSuggestions(topic, expertiseSuggestions)).toContain(topic)
    }
  })

  it('does not change the list', () => {
    const topics = Object.freeze(['Data Science', 'Data Ethics'])
    expect(matchSuggestions('data', topics)).toEqual(['Data Science', 'Data Ethics'])
    expect(topics).toEqual(['Data Science', 'Data Ethics'])
  })
})
