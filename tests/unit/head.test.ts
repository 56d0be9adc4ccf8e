import { describe, expect, it } from 'vitest'
import { pages, type PageMeta } from '../../src/content/pages'
import { absoluteUrl, site } from '../../src/content/site'
import { currentPage } from '../../src/lib/current-page'
import { headToHtml, pageHead } from '../../src/lib/head'

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

describe('headToHtml', () => {
  it('escapes markup in titles and attribute values', () => {
    const hostile: PageMeta = {
      path: '/x',
      title: '<script>alert(1)</script> & co',
      description: '"quoted" <b>',
      indexable: true,
    }
    const html = headToHtml(pageHead(hostile))
    expect(html).toContain('<title>&#60;script&#62;alert(1)&#60;/script&#62; &#38; co</title>')
    expect(html).toContain('content="&#34;quoted&#34; &#60;b&#62;"')
    expect(html).not.toContain('<script>')
  })
})

describe('currentPage', () => {
  const match = (page?: PageMeta, status = 'success') => ({ status, staticData: page ? { page } : {} })

  it.each([
    ['the deepest page', [match(), match(pages.results), match(pages.sharedResult)], pages.sharedResult],
    ['a parent page when the child names none', [match(), match(pages.about), match()], pages.about],
    ['the 404 page when a match was not found', [match(), match(pages.about, 'notFound')], pages.notFound],
    ['the 404 page when nothing names a page', [match()], pages.notFound],
  ])('picks %s', (_label, matches, expected) => {
    expect(currentPage(matches)).toBe(expected)
  })
})
