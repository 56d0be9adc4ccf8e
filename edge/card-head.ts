/**
 * The tags a card link's page carries for the crawlers that unfurl it (Open Graph, X's card, the description),
 * and the no-script text, as HTML for the app shell's head and body. Every value is escaped: the name and
 * expertise are typed by visitors, and a damaged link's address by anyone.
 */
import { cardPreviewCopy } from '../src/content/card-preview'
import { site } from '../src/content/site'
import type { CardPreview } from '../src/domain/card/card-preview'
import { PICTURE_SIZE } from './card-picture'

export interface PreviewTags {
  title: string
  description: string
  url: string
  image: string
  imageAlt: string
  /** The picture's size, when it is the card's own. */
  imageSize: { width: number; height: number } | null
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string)
}

/** The tags for a card read from its link; the picture is the card's own, at `imageUrl`. */
export function cardTags(preview: CardPreview, url: string, imageUrl: string): PreviewTags {
  return {
    title: preview.title,
    description: preview.description,
    url,
    image: imageUrl,
    imageAlt: preview.imageAlt,
    imageSize: PICTURE_SIZE,
  }
}

/** The site's own preview, for a link whose card cannot be read. */
export function genericTags(url: string, origin: string): PreviewTags {
  return {
    title: cardPreviewCopy.genericTitle,
    description: cardPreviewCopy.genericDescription,
    url,
    image: `${origin}/og-image.png`,
    imageAlt: cardPreviewCopy.genericImageAlt,
    imageSize: PICTURE_SIZE,
  }
}

/** The meta tags for the head, after the title. */
export function headTags(tags: PreviewTags): string {
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`
  return [
    named('description', tags.description),
    // Someone's card is theirs to pass on, not a page for search engines.
    named('robots', 'noindex'),
    property('og:type', 'website'),
    property('og:site_name', site.name),
    property('og:title', tags.title),
    property('og:description', tags.description),
    property('og:url', tags.url),
    property('og:image', tags.image),
    property('og:image:type', 'image/png'),
    ...(tags.imageSize
      ? [
          property('og:image:width', String(tags.imageSize.width)),
          property('og:image:height', String(tags.imageSize.height)),
        ]
      : []),
    property('og:image:alt', tags.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', tags.title),
    named('twitter:description', tags.description),
    named('twitter:image', tags.image),
    named('twitter:image:alt', tags.imageAlt),
  ].join('')
}

/** What a browser without scripts shows: the card's title and description, or that the link is damaged. */
export function noScriptText(tags: PreviewTags | null): string {
  const [heading, text] = tags
    ? [tags.title, tags.description]
    : [cardPreviewCopy.damagedTitle, cardPreviewCopy.damagedText]
  return `<noscript><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></noscript>`
}
