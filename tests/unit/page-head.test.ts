import { describe, expect, it } from 'vitest'
import { pages } from '../../src/content/pages'
import { absoluteUrl, site } from '../../src/content/site'
import { pageHead } from '../../src/routes/-components/page-head'

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
})
