import { absoluteUrl, site } from '../content/site'
import { pages, type PageMeta } from '../content/pages'

/** One tag of a page head: its title, or a <meta> by name or property. */
type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string }
interface HeadLink {
  rel: string
  href: string
}
interface PageHead {
  meta: HeadMeta[]
  links: HeadLink[]
}

const OG_IMAGE = '/og-image.png'

/**
 * The <head> of a page (title, description, canonical URL, Open Graph and Twitter cards), for its route's
 * `head` option: the router's HeadContent renders it, and the prerenderer writes it into the page's file.
 */
export function pageHead(page: PageMeta): PageHead {
  const canonical = absoluteUrl(page.path)
  const meta: HeadMeta[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:image', content: absoluteUrl(OG_IMAGE) },
    { property: 'og:image:alt', content: `${site.name}: ${site.motto}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: absoluteUrl(OG_IMAGE) },
  ]
  if (!page.indexable) meta.push({ name: 'robots', content: 'noindex' })
  if (page.indexable) meta.push({ property: 'og:url', content: canonical })
  return { meta, links: page.indexable ? [{ rel: 'canonical', href: canonical }] : [] }
}

/** The <head> of a page by its name in the table of pages. */
export function headOfPage(name: keyof typeof pages): PageHead {
  return pageHead(pages[name])
}
