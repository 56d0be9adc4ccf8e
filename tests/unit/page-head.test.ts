import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { pages } from '../../src/content/pages'
import { absoluteUrl, site } from '../../src/content/site'
import { routeTree } from '../../src/routeTree.gen'
import { pageHead } from '../../src/glue/page-head'

describe('pageHead', () => {
  it('gives an indexable page its title, description, canonical URL and social cards', () => {
    const head = pageHead(pages.product)
    expect(head.meta).toContainEqual({ title: pages.product.title })
    expect(head.meta).toContainEqual({ name: 'description', content: pages.product.description })
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${site.url}/product` })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(head.links).toEqual([{ rel: 'canonical', href: `${site.url}/product` }])
    expect(head.meta).not.toContainEqual(expect.objectContaining({ name: 'robots' }))
  })

  it('keeps the 404 page out of search results and gives it no canonical URL', () => {
    const head = pageHead(pages.notFound)
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(head.links).toEqual([])
  })

  it('uses the bare origin with a slash for the home page', () => {
    expect(absoluteUrl('/')).toBe(`${site.url}/`)
  })

  it('gives every page a distinct title', () => {
    const titles = Object.values(pages).map((page) => page.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it("gives each route's head its own page's text", async () => {
    const router = createRouter({ routeTree })
    const routes = Object.entries(router.routesByPath)
    expect(routes).toHaveLength(Object.keys(pages).length)
    for (const [path, route] of routes) {
      // The table names the catch-all route's page /404, and /result/ (the list) /result.
      const pagePath = path === '/$' ? pages.notFound.path : path.replace(/(.)\/$/, '$1')
      const page = Object.values(pages).find((entry) => entry.path === pagePath)
      // Before a page's data has loaded (a card link's own card), its head is its page's.
      const head = (route.options.head as (context: object) => Promise<unknown>)({})
      await expect(head, path).resolves.toEqual(pageHead(page!))
    }
  })
})
