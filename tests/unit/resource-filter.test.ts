import { describe, expect, it } from 'vitest'
import { resourceCategoryLabels, type Resource } from '../../src/content/resources'
import { RESOURCE_CATEGORY_IDS } from '../../src/content/resource-categories'
import { resources } from '../../src/content/resources-catalogue'
import { countByCategory, filterResources, matchesQuery } from '../../src/domain/resources/resource-filter'
import {
  MAX_QUERY_LENGTH,
  normalizeCategory,
  normalizeQuery,
} from '../../src/domain/resources/resource-search-params'

function fixture(title: string, description: string, categoryId: Resource['categoryId']): Resource {
  return {
    title,
    description,
    url: `https://example.org/${title}`,
    icon: 'guide',
    category: resourceCategoryLabels[categoryId],
    categoryId,
  }
}

const sample: readonly Resource[] = [
  fixture('Prompting Guide', 'How to write clear instructions.', 'official'),
  fixture('Weekly Letter', 'Essays on prompting and judgement.', 'substack'),
  fixture('Big Talk', 'An hour on language models.', 'video'),
  fixture('Second Talk', 'Transformers, visually.', 'video'),
]

describe('the catalogue', () => {
  it('holds about 21 resources across all six categories', () => {
    expect(resources.length).toBeGreaterThanOrEqual(18)
    expect(resources.length).toBeLessThanOrEqual(24)
    expect(new Set(resources.map((resource) => resource.categoryId))).toEqual(new Set(RESOURCE_CATEGORY_IDS))
  })

  it('links only to https addresses, each once, with the label of its category', () => {
    const urls = resources.map((resource) => resource.url)
    expect(new Set(urls).size).toBe(urls.length)
    for (const resource of resources) {
      expect(new URL(resource.url).protocol).toBe('https:')
      expect(resource.category).toBe(resourceCategoryLabels[resource.categoryId])
      expect(resource.description.length).toBeGreaterThan(40)
    }
  })
})

describe('normalizeCategory', () => {
  it.each(RESOURCE_CATEGORY_IDS.map((id) => [id]))('keeps %s', (id) => {
    expect(normalizeCategory(id)).toBe(id)
  })

  it.each([['nonsense'], ['VIDEO'], [''], [42], [null], [undefined], [{ id: 'video' }], [['video']]])(
    'turns %j into all',
    (value) => {
      expect(normalizeCategory(value)).toBeUndefined()
    },
  )
})

describe('normalizeQuery', () => {
  it.each([
    ['prompting', 'prompting'],
    ['  two words ', '  two words '],
    [42, '42'],
    [true, 'true'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    [{ q: 'x' }, ''],
    [['a'], ''],
  ])('reads %j as %j', (value, expected) => {
    expect(normalizeQuery(value)).toBe(expected)
  })

  it('cuts very long text instead of failing', () => {
    expect(normalizeQuery('a'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH)
  })
})

describe('matchesQuery', () => {
  const guide = sample[0]!
  it.each([
    ['', true],
    ['   ', true],
    ['prompting', true],
    ['PROMPTING guide', true],
    ['clear instructions', true],
    ['Instructions   HOW', true],
    ['prompting video', false],
    ['podcast', false],
    ['official guide', true],
    ['prompting official', true],
  ])('%j matches the guide: %s', (query, expected) => {
    expect(matchesQuery(guide, query)).toBe(expected)
  })
})

describe('filterResources', () => {
  it.each([
    [
      'everything with no query and no category',
      { query: '' },
      ['Prompting Guide', 'Weekly Letter', 'Big Talk', 'Second Talk'],
    ],
    ['title and description matches, any case', { query: 'PROMPTING' }, ['Prompting Guide', 'Weekly Letter']],
    ['one category', { query: '', category: 'video' as const }, ['Big Talk', 'Second Talk']],
    ['both at once', { query: 'hour', category: 'video' as const }, ['Big Talk']],
    ['nothing when nothing matches', { query: 'podcast' }, []],
    ['nothing in an empty category', { query: '', category: 'podcasts' as const }, []],
  ])('gives %s', (_, filter, titles) => {
    expect(filterResources(sample, filter).map((resource) => resource.title)).toEqual(titles)
  })
})

describe('searching by category name', () => {
  it.each(RESOURCE_CATEGORY_IDS)('finds every resource of %s by its name, singular or plural', (id) => {
    const label = resourceCategoryLabels[id]
    const inCategory = resources.filter((resource) => resource.categoryId === id)
    for (const query of [label, label.replace(/s$/, '')])
      expect(filterResources(resources, { query })).toEqual(expect.arrayContaining(inCategory))
  })
})

describe('countByCategory', () => {
  it('counts every category, empty ones as 0', () => {
    expect(countByCategory(sample, '')).toEqual({
      all: 4,
      official: 1,
      linkedin: 0,
      substack: 1,
      video: 2,
      courses: 0,
      podcasts: 0,
    })
  })

  it('counts only what the search text matches', () => {
    expect(countByCategory(sample, 'prompting')).toMatchObject({ all: 2, official: 1, substack: 1, video: 0 })
  })

  it('adds up, for the real catalogue, to the number of resources', () => {
    const counts = countByCategory(resources, '')
    const sum = RESOURCE_CATEGORY_IDS.reduce((total, id) => total + counts[id], 0)
    expect(counts.all).toBe(resources.length)
    expect(sum).toBe(resources.length)
  })
})
