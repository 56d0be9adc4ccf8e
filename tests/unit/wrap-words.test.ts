import { describe, expect, it } from 'vitest'
import { wrapWords } from '../../src/lib/wrap-words'

/** Ten pixels a character, so widths are easy to read. */
const measure = (text: string) => text.length * 10

describe('wrapWords', () => {
  it.each([
    ['Curiosity', 80, ['Curiosity']],
    ['Social Cooperation', 110, ['Social', 'Cooperation']],
    ['Social Cooperation', 180, ['Social Cooperation']],
    ['  The   Curious  ', 200, ['The Curious']],
    ['a b c d', 30, ['a b', 'c d']],
  ] as const)('breaks %j at %i px into %j', (text, width, lines) => {
    expect(wrapWords(text, width, measure)).toEqual(lines)
  })

  it('gives a word longer than the width a line of its own', () => {
    expect(wrapWords('An Extraordinarily long word', 100, measure)).toEqual([
      'An',
      'Extraordinarily',
      'long word',
    ])
  })

  it('puts what does not fit into the last allowed line', () => {
    expect(wrapWords('one two three four', 50, measure, 2)).toEqual(['one', 'two three four'])
  })
})
