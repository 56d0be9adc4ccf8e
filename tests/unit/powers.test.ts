import { describe, expect, it } from 'vitest'
import {
  DEFAULT_EXPERTISE,
  EXPERTISE_MAX_LENGTH,
  expertiseSuggestions,
} from '../../src/content/assessment/expertise'
import { POWER_CATEGORIES, REQUIRED_POWER_COUNT, superPowers } from '../../src/content/assessment/powers'

/** 24 powers in 8 categories of 3; 28 expertise suggestions naming these five. */
const NAMED_CATEGORIES = [
  'Systems',
  'Creative',
  'Analytical',
  'Social',
  'Operational',
  'Vision',
  'Learning',
  'Persuasion',
]
const POWERS_PER_CATEGORY = 3
const POWER_COUNT = 24
const SUGGESTION_COUNT = 28
const REQUIRED_TOPICS = [
  'Artificial Intelligence',
  'Climate Change',
  'Leadership',
  'Design Thinking',
  'Innovation',
]
const MAX_DESCRIPTION_LENGTH = 70

describe('superPowers', () => {
  it('lists the categories in the order the assessment names them', () => {
    expect(POWER_CATEGORIES).toEqual(NAMED_CATEGORIES)
  })

  it('has 24 powers, enough to pick the required number from', () => {
    expect(superPowers).toHaveLength(POWER_COUNT)
    expect(POWER_CATEGORIES.length * POWERS_PER_CATEGORY).toBe(POWER_COUNT)
    expect(REQUIRED_POWER_COUNT).toBe(3)
  })

  it('groups the powers in blocks of 3, following the category order', () => {
    const categoryOrder = superPowers.map((power) => power.category)
    const expected = POWER_CATEGORIES.flatMap((category) => Array<string>(POWERS_PER_CATEGORY).fill(category))
    expect(categoryOrder).toEqual(expected)
  })

  it('gives every power a unique id and a unique name', () => {
    expect(new Set(superPowers.map((power) => power.id)).size).toBe(superPowers.length)
    expect(new Set(superPowers.map((power) => power.name)).size).toBe(superPowers.length)
  })

  it.each(superPowers)('$name has a kebab-case slug derived from its name', ({ id, name }) => {
    expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
    expect(id).toBe(name.toLowerCase().replace(/[^a-z]+/g, '-'))
  })

  it.each(superPowers)('$name has a short description', ({ description }) => {
    expect(description.trim().length).toBeGreaterThan(0)
    expect(description.length).toBeLessThan(MAX_DESCRIPTION_LENGTH)
  })
})

describe('expertiseSuggestions', () => {
  it('has 28 distinct topics', () => {
    expect(expertiseSuggestions).toHaveLength(SUGGESTION_COUNT)
    const normalised = expertiseSuggestions.map((topic) => topic.toLowerCase())
    expect(new Set(normalised).size).toBe(expertiseSuggestions.length)
  })

  it.each(REQUIRED_TOPICS)('includes %s', (topic) => {
    expect(expertiseSuggestions).toContain(topic)
  })

  it.each(expertiseSuggestions)('%s fits the expertise input', (topic) => {
    expect(topic).toBe(topic.trim())
    expect(topic.length).toBeGreaterThan(0)
    expect(topic.length).toBeLessThanOrEqual(EXPERTISE_MAX_LENGTH)
  })

  it('has a default that fits the expertise input', () => {
    expect(DEFAULT_EXPERTISE.length).toBeGreaterThan(0)
    expect(DEFAULT_EXPERTISE.length).toBeLessThanOrEqual(EXPERTISE_MAX_LENGTH)
  })
})
