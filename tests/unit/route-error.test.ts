import { describe, expect, it } from 'vitest'
import { describeRouteError } from '../../src/components/layout/route-error'
import { routeErrorCopy } from '../../src/content/errors'

describe('describeRouteError', () => {
  it.each([
    [
      'an HTTP status with text',
      { status: 503, statusText: 'Service Unavailable' },
      '503 Service Unavailable',
    ],
    ['a bare status', { status: 500 }, '500'],
    [
      'an Error',
      new TypeError('Failed to fetch dynamically imported module'),
      'Failed to fetch dynamically imported module',
    ],
    ['a string', 'boom', 'boom'],
    ['an empty Error', new Error(''), routeErrorCopy.unknown],
    ['null', null, routeErrorCopy.unknown],
    ['a number', 42, routeErrorCopy.unknown],
  ])('describes %s', (_label, error, expected) => {
    expect(describeRouteError(error)).toBe(expected)
  })
})
