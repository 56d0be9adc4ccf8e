import { describe, expect, it } from 'vitest'
import { fearCards, motivationCards } from '../../src/content/assessment/deck'
import { elapsedSeconds, formatElapsed } from '../../src/domain/assessment/elapsed'
import { shuffled } from '../../src/domain/assessment/shuffle'
import { seededRandom } from './support/seeded-random'

/** A random that returns the given values in turn. */
function sequence(...values: number[]): () => number {
  let index = 0
  return () => values[index++ % values.length] ?? 0
}

const byNumber = (a: number, b: number) => a - b

describe('elapsedSeconds', () => {
  const start = 1_700_000_000_000
  it.each([
    [0, 0],
    [1, 0],
    [999, 0],
    [1_000, 1],
    [1_999, 1],
    [59_999, 59],
    [285_000, 285],
    [285_999, 285],
    [3_600_000, 3600],
    [-1, 0],
    [-60_000, 0],
  ])('is %i ms → %i s', (offset, seconds) => {
    expect(elapsedSeconds(start, start + offset)).toBe(seconds)
  })

  it('counts from epoch 0', () => {
    expect(elapsedSeconds(0, 4_500)).toBe(4)
  })
})

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [9, '0:09'],
    [10, '0:10'],
    [59, '0:59'],
    [60, '1:00'],
    [61, '1:01'],
    [285, '4:45'],
    [599, '9:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '60:00'],
    [5999, '99:59'],
    [6000, '100:00'],
    [4.9, '0:04'],
    [59.999, '0:59'],
    [-1, '0:00'],
    [-0.5, '0:00'],
    [-285, '0:00'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text)
  })

  it('formats what elapsedSeconds measures', () => {
    const start = 1_700_000_000_000
    expect(formatElapsed(elapsedSeconds(start, start + 285_400))).toBe('4:45')
  })
})

describe('shuffled', () => {
  const ids = motivationCards.map((card) => card.id)

  it.each([
    ['empty', []],
    ['one item', [7]],
    ['two items', [1, 2]],
    ['the motivation cards', motivationCards.map((card) => card.id)],
    ['the fear cards', fearCards.map((card) => card.id)],
    ['repeated values', [1, 1, 2, 2, 3]],
  ])('returns a permutation of %s', (_label, items) => {
    for (const seed of [1, 2, 3, 42, 2024]) {
      const result = shuffled(items, seededRandom(seed))
      expect(result).toHaveLength(items.length)
      expect([...result].sort(byNumber)).toEqual([...items].sort(byNumber))
    }
  })

  it('leaves its input alone and returns a new array', () => {
    const items = Object.freeze([...ids])
    const result = shuffled(items, seededRandom(7))
    expect(items).toEqual(ids)
    expect(result).not.toBe(items)
    const single = [5]
    expect(shuffled(single, seededRandom(7))).not.toBe(single)
  })

  it('is deterministic for a seeded random', () => {
    expect(shuffled(ids, seededRandom(42))).toEqual(shuffled(ids, seededRandom(42)))
    expect(shuffled(ids, seededRandom(42))).not.toEqual(shuffled(ids, seededRandom(43)))
    expect(shuffled(ids, seededRandom(42))).not.toEqual(ids)
  })

  it.each([
    ['always 0', sequence(0), [2, 3, 4, 1]],
    ['always just under 1', sequence(0.999999), [1, 2, 3, 4]],
    ['0.5 each time', sequence(0.5), [1, 4, 2, 3]],
    ['0, then just under 1', sequence(0, 0.999999, 0.999999), [4, 2, 3, 1]],
  ])('swaps from the end (Fisher-Yates) with a random %s', (_label, random, expected) => {
    expect(shuffled([1, 2, 3, 4], random)).toEqual(expected)
  })

  it('asks for one random number per position after the first', () => {
    let calls = 0
    shuffled(ids, () => {
      calls++
      return 0.3
    })
    expect(calls).toBe(ids.length - 1)
  })

  it('makes every order of three items about equally likely', () => {
    const random = seededRandom(123)
    const runs = 6000
    const counts = new Map<string, number>()
    for (let run = 0; run < runs; run++) {
      const key = shuffled(['a', 'b', 'c'], random).join('')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba'])
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(runs / 6 - 150)
      expect(count).toBeLessThan(runs / 6 + 150)
    }
  })
})
