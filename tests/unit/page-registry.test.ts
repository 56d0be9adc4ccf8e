import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { siteRules } from '../../src/site-rules/site-rules.mjs'
import { rewrittenPath } from '../../src/site-rules/host-files.mjs'
import { ownerPages, pages, prerenderedPages, shellPages } from '../../src/content/pages'
import { routeTree } from '../../src/routeTree.gen'
import { APP_SHELL, matchesRoute, precachedFilesFor, SHELL_ROUTES } from '../../sw/navigation'
import { routeCases } from '../e2e/routes'

/** The route tree's pages by pattern, the way content names them ('/result/' is '/result'; '/$' is the 404). */
function routePatterns(): string[] {
  const router = createRouter({ routeTree })
  return Object.keys(router.routesByPath)
    .map((path) => (path === '/$' ? pages.notFound.path : path.replace(/(.)\/$/, '$1')))
    .sort()
}

/** An address of a pattern, with each parameter filled in. */
const sampleAddress = (pattern: string) => pattern.replace(/\$\w+/g, 'sample-1')

describe('the list of pages', () => {
  it('has one head entry in content for every route, and no entry without a route', () => {
    const contentPaths = Object.values(pages)
      .map((page) => page.path)
      .sort()
    expect(contentPaths).toEqual(routePatterns())
  })

  // The owner's pages are served only by the Worker, behind Access: the edge tests open them (inbox.spec.ts).
  it('has an end-to-end route case for every visitor’s route', () => {
    const uncovered = routePatterns().filter(
      (pattern) =>
        pattern !== pages.notFound.path &&
        !ownerPages.some((page) => page.path === pattern) &&
        !routeCases.some((routeCase) => matchesRoute(pattern, routeCase.path.split('?')[0] ?? '')),
    )
    expect(uncovered).toEqual([])
  })

  it('lets the service worker answer every parameter route with the app shell, and no other', () => {
    expect([...SHELL_ROUTES].sort()).toEqual(shellPages.map((page) => page.path).sort())
    for (const page of shellPages) expect(precachedFilesFor(sampleAddress(page.path))).toContain(APP_SHELL)
    for (const page of prerenderedPages) expect(precachedFilesFor(page.path)).not.toContain(APP_SHELL)
  })

  it('leaves the owner’s pages to the Worker: no file, no rewrite, nothing the service worker answers', () => {
    expect(ownerPages.map((page) => page.path)).toEqual(['/inbox', '/inbox/$id'])
    const { rewrites } = siteRules({
      pages: prerenderedPages.map((page) => page.path),
      shellRoutes: shellPages.map((page) => page.path),
      files: [],
      directories: [],
    })
    for (const page of ownerPages) {
      const address = sampleAddress(page.path)
      expect(prerenderedPages).not.toContain(page)
      expect(precachedFilesFor(address)).not.toContain(APP_SHELL)
      expect(rewrittenPath(rewrites, address)).not.toBe('/app-shell')
    }
  })

  it('has every host rewrite each parameter route to the app shell', () => {
    const { rewrites } = siteRules({
      pages: prerenderedPages.map((page) => page.path),
      shellRoutes: shellPages.map((page) => page.path),
      files: [],
      directories: [],
    })
    for (const page of shellPages) {
      const address = sampleAddress(page.path)
      expect(rewrittenPath(rewrites, address)).toBe('/app-shell')
      expect(rewrittenPath(rewrites, `${address}/`)).toBe('/app-shell')
    }
  })
})
