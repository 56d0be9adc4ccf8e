import { describe, expect, it } from 'vitest'
import {
  headersFor,
  matchesPattern,
  MAX_HEADER_LINE,
  parseHeaders,
  parseRedirects,
  renderHeaders,
  renderRedirects,
  type HeaderRule,
} from '../../src/site-rules/host-files.mjs'

const rules: HeaderRule[] = [
  { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'X-Test': 'a' } },
  { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { path: '/about', headers: { 'Cache-Control': 'no-cache', 'X-Test': 'b' } },
]
const rewrites = [
  { from: '/about', to: '/about/' },
  { from: '/result/:id', to: '/app-shell' },
]

describe('matchesPattern', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/a/b/c', true],
    ['/assets/*', '/assets/', true],
    ['/assets/*', '/assetsx/a.js', false],
    ['/result/:id', '/result/abc', true],
    ['/result/:id', '/result/', false],
    ['/result/:id', '/result/a/b', false],
    ['/about', '/about/', false],
    ['/sw.js', '/swxjs', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected)
  })
})

describe('the host files', () => {
  it('read back as they were written', () => {
    expect(parseHeaders(renderHeaders(rules))).toEqual(rules)
    expect(parseRedirects(renderRedirects(rewrites))).toEqual(rewrites)
  })

  it('are in the formats Cloudflare Pages and Netlify read', () => {
    expect(renderHeaders(rules)).toContain(
      '\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    )
    expect(renderRedirects(rewrites)).toContain('\n/result/:id /app-shell 200\n')
  })

  it('refuse a header line Cloudflare Pages would ignore', () => {
    const long = [{ path: '/*', headers: { 'Content-Security-Policy': 'x'.repeat(MAX_HEADER_LINE) } }]
    expect(() => renderHeaders(long)).toThrow(/over 2000 characters/)
  })
})

describe('headersFor', () => {
  it('applies every matching rule and joins a header set twice, as Pages does', () => {
    expect(headersFor(rules, '/about')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Test': 'a, b',
      'Cache-Control': 'no-cache',
    })
    expect(headersFor(rules, '/contact')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'X-Test': 'a' })
  })
})
