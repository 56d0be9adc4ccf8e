import type { pages } from '../content/pages'
import { isHydrating } from '../start/page-live'

/** The tags of a page's head that its route gives (`pageHead`); the rest of <head> is the same on every page. */
const PAGE_TAGS =
  'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"]'

/**
 * A route's `head`: its page's title and meta tags, from the table of every page's text. While a prerendered
 * page hydrates, its head is the one already in the document, which the prerenderer wrote from the same
 * text; the table loads when the router first asks for another page's head.
 */
export async function loadPageHead(name: keyof typeof pages) {
  if (isHydrating()) return headInDocument()
  const { headOfPage } = await import('./page-head')
  return headOfPage(name)
}

function headInDocument() {
  const meta = [...document.head.querySelectorAll<HTMLMetaElement>(PAGE_TAGS)].map((tag) => {
    const property = tag.getAttribute('property')
    return property ? { property, content: tag.content } : { name: tag.name, content: tag.content }
  })
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => ({
    rel: 'canonical',
    href: link.getAttribute('href') ?? '',
  }))
  return { meta: [{ title: document.title }, ...meta], links }
}
