import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from '../../src/lib/chunk-load-error'

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/assets/a-1.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ["Vite's stylesheet preload", new Error('Unable to preload CSS for /assets/a-1.css'), true],
    ['a fault in the code', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    [
      'a message that only mentions it',
      new Error('Retry: Failed to fetch dynamically imported module'),
      false,
    ],
    ['no error at all', undefined, false],
  ])('tells %s', (_engine, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})
