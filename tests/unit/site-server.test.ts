import { describe, expect, it } from 'vitest'
import { cacheControlFor, contentSecurityPolicy } from '../../scripts/site-server.mjs'

describe('cacheControlFor', () => {
  it.each([
    ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/icons/icon-192.png', 'public, max-age=3600'],
  ])('%s → %s', (pathname, expected) => {
    expect(cacheControlFor(pathname)).toBe(expected)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows no inline or third-party scripts, only compiling WebAssembly (the QR reader)', () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self' 'wasm-unsafe-eval';")
  })

  it('lets forms post to the configured endpoint origin', () => {
    expect(contentSecurityPolicy(['https://forms.example.com'])).toContain(
      "connect-src 'self' https://forms.example.com;",
    )
  })
})
