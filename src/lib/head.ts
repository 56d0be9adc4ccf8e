import { absoluteUrl, site } from '../content/site'
import type { PageMeta } from '../content/pages'

/** One tag of a page head: its title, or a <meta> by name or property. */
export type HeadMeta =
  { title: string } | { name: string; content: string } | { property: string; content: string }
export interface HeadLink {
  rel: string
  href: string
}
export interface PageHead {
  meta: HeadMeta[]
  links: HeadLink[]
}

const OG_IMAGE = '/og-image.png'

/** The <head> of a page: title, description, canonical URL, Open Graph and Twitter cards. */
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Marks the tags a page owns, so client-side navigation can replace exactly those. */
export const HEAD_MARKER = 'data-page-head'

/** Serialises a page head to HTML for the prerendered files. */
export function headToHtml(head: PageHead): string {
  const tags = head.meta.map((entry) => {
    if ('title' in entry) return `<title>${escapeHtml(entry.title)}</title>`
    const [key, value] = 'name' in entry ? ['name', entry.name] : ['property', entry.property]
    return `<meta ${HEAD_MARKER} ${key}="${escapeHtml(value)}" content="${escapeHtml(entry.content)}">`
  })
  for (const link of head.links) {
    tags.push(`<link ${HEAD_MARKER} rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}">`)
  }
  return tags.join('\n    ')
}
