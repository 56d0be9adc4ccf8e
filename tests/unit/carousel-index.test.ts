import { describe, expect, it } from 'vitest'
import { stepIndex, swipeDirection, visibleWindow, wrapIndex } from '../../src/domain/product/carousel-index'

describe('wrapIndex', () => {
  it.each([
    [0, 12, 0],
    [11, 12, 11],
    [12, 12, 0],
    [-1, 12, 11],
    [-13, 12, 11],
    [25, 12, 1],
    [3, 0, 0],
  ])('wraps %i in a carousel of %i to %i', (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected)
  })
})

describe('stepIndex', () => {
  it.each([
    ['next from the last wraps to the first', 11, 1, 0],
    ['previous from the first wraps to the last', 0, -1, 11],
    ['next moves one on', 4, 1, 5],
    ['previous moves one back', 4, -1, 3],
    ['a jump of a whole lap lands where it began', 7, 12, 7],
  ])('%s', (_, current, delta, expected) => {
    expect(stepIndex(current, delta, 12)).toBe(expected)
  })
})

describe('visibleWindow', () => {
  const indexes = (current: number, length: number, radius = 2) =>
    visibleWindow(current, length, radius).map(({ index }) => index)

  it('shows the current item and two on each side', () => {
    expect(visibleWindow(5, 12, 2)).toEqual([
      { index: 3, offset: -2 },
      { index: 4, offset: -1 },
      { index: 5, offset: 0 },
      { index: 6, offset: 1 },
      { index: 7, offset: 2 },
    ])
  })

  it.each([
    [0, [10, 11, 0, 1, 2]],
    [1, [11, 0, 1, 2, 3]],
    [11, [9, 10, 11, 0, 1]],
  ])('wraps around the ends at %i', (current, expected) => {
    expect(indexes(current, 12)).toEqual(expected)
  })

  it.each([
    [1, [0]],
    [2, [0, 1]],
    [3, [2, 0, 1]],
    [4, [3, 0, 1, 2]],
    [5, [3, 4, 0, 1, 2]],
  ])('shows each item of a carousel of %i at most once', (length, expected) => {
    expect(indexes(0, length)).toEqual(expected)
  })

  it('is empty for an empty carousel', () => {
    expect(visibleWindow(0, 0, 2)).toEqual([])
  })
})

describe('swipeDirection', () => {
  it.each([
    [-80, 1],
    [80, -1],
    [-20, 0],
    [20, 0],
    [0, 0],
  ])('a swipe of %i px moves by %i', (dx, expected) => {
    expect(swipeDirection(dx, 40)).toBe(expected)
  })
})
