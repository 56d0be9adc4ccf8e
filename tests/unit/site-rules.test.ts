import { describe, expect, it } from 'vitest'
import { headersFor, rewrittenPath } from '../../src/site-rules/host-files.mjs'
import { CACHE, contentSecurityPolicy, siteRules } from '../../src/site-rules/site-rules.mjs'

const build = siteRules({
  pages: ['/', '/about', '/legal/privacy', '/result'],
  shellRoutes: ['/result/$uuid', '/c/$code'],
  files: ['index.html', '404.html', 'app-shell.html', 'sw.js', 'manifest.webmanifest', 'robots.txt'],
  directories: ['assets', 'about', 'legal', 'result', 'icons'],
})

describe('contentSecurityPolicy', () => {
  it('allows nothing by default and no inline script or style anywhere', () => {
    const policy = contentSecurityPolicy({ styleAttributeHashes: ['sha256-abc='] })
    expect(policy).toMatch(/^default-src 'none';/)
    expect(policy).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(policy).toContain("style-src 'self';")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('lets only the listed style attributes apply, or none', () => {
    expect(contentSecurityPolicy({ styleAttributeHashes: ['sha256-abc=', 'sha256-def='] })).toContain(
      "style-src-attr 'unsafe-hashes' 'sha256-abc=' 'sha256-def=';",
    )
    expect(contentSecurityPolicy()).toContain("style-src-attr 'none';")
  })

  it('lets forms post to the configured endpoint origin', () => {
    expect(contentSecurityPolicy({ connectOrigins: ['https://forms.example.com'] })).toContain(
      "connect-src 'self' https://forms.example.com;",
    )
  })
})

describe('siteRules', () => {
  it.each([
    ['/assets/index-abc123.js', CACHE.immutable],
    ['/', CACHE.revalidate],
    ['/about', CACHE.revalidate],
    ['/about/', CACHE.revalidate],
    ['/legal/privacy', CACHE.revalidate],
    ['/result', CACHE.revalidate],
    ['/result/', CACHE.revalidate],
    ['/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00', CACHE.revalidate],
    ['/c/AgEx_y-Z', CACHE.revalidate],
    ['/sw.js', CACHE.revalidate],
    ['/manifest.webmanifest', CACHE.revalidate],
    ['/404', CACHE.revalidate],
    ['/icons/icon-192.png', CACHE.hour],
    ['/robots.txt', CACHE.hour],
  ])('%s is served with Cache-Control %s, set once', (path, expected) => {
    expect(headersFor(build.headers, path)['Cache-Control']).toBe(expected)
  })

  it('sends the security headers everywhere, HSTS included', () => {
    for (const path of ['/', '/assets/x.js', '/result/abc', '/no/such/page']) {
      expect(Object.keys(headersFor(build.headers, path))).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
          'Cross-Origin-Opener-Policy',
        ]),
      )
    }
  })

  it.each([
    ['/about', '/about/'],
    ['/legal/privacy', '/legal/privacy/'],
    ['/result', '/result/'],
    ['/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00', '/app-shell'],
    ['/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00/', '/app-shell'],
    ['/result/a/b', '/result/a/b'],
    ['/c/AgEx_y-Z', '/app-shell'],
    ['/c/AgEx_y-Z/', '/app-shell'],
    ['/c/AgEx_y-Z/card.png', '/c/AgEx_y-Z/card.png'],
    ['/', '/'],
    ['/assets/missing.js', '/assets/missing.js'],
  ])('%s is answered from %s', (path, target) => {
    expect(rewrittenPath(build.rewrites, path)).toBe(target)
  })
})
