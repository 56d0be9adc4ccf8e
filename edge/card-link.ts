/**
 * The card links, /c/{code}: the app shell (which reads the card in the browser) with the card's own title,
 * description and picture for the crawlers that unfurl a pasted link, and the picture itself at
 * /c/{code}/card.png, drawn here from the code. Stateless: the card is read from the address, nothing about
 * it is kept or logged; only the finished picture sits in the cache, under its own unchanging address. Any
 * number of valid codes can be made up, so drawing a picture not in the cache is limited per address (a
 * cached one is free).
 */
import { CACHE, securityHeaders } from '../src/site-rules/site-rules.mjs'
import { cardPreview } from '../src/domain/card/card-preview'
import { decodeCardCode } from '../src/domain/card/card-code'
import type { AssessmentResult } from '../src/domain/assessment/assessment-types'
import { cardNameParts } from '../src/domain/card/card-text'
import { personaFor } from '../src/domain/card/card-persona'
import { personaSvgWithoutWords } from '../src/domain/card/persona-label'
import { cardTags, genericTags, headTags, noScriptText, type PreviewTags } from './card-head'
import { cardPicture, PICTURE_SIZE, type PersonaArt, type PictureNode } from './card-picture'
import { addressSalt, type SaltEnv } from './address-salt'
import { drawPng, warmUp } from './card-png'
import { clientKeys } from './client-key'
import { withinSenderLimits } from './sender-limits'
import { notFoundPage, siteAsset } from './site-assets'

export interface CardLinkEnv extends SaltEnv {
  ASSETS: Fetcher
  /** Pictures drawn (not cached) per address (wrangler.jsonc). */
  CARD_PICTURES: RateLimit
  /** The same, per IPv6 /48. */
  CARD_PICTURES_PER_NETWORK: RateLimit
}

/** The rate limiting binding's window, for Retry-After. */
const PICTURE_LIMIT_PERIOD_SECONDS = 60

const APP_SHELL = '/app-shell'
export const CARD_PICTURE_NAME = 'card.png'
const CARD_ADDRESS = /^\/c\/([^/]+)\/?$/
const PICTURE_ADDRESS = new RegExp(`^/c/([^/]+)/${CARD_PICTURE_NAME.replace('.', '\\.')}$`)

export async function handleCardLink(
  request: Request,
  env: CardLinkEnv,
  context: ExecutionContext,
): Promise<Response> {
  const assets = env.ASSETS
  if (request.method !== 'GET' && request.method !== 'HEAD') return siteAsset(request, assets)
  const url = new URL(request.url)
  const page = CARD_ADDRESS.exec(url.pathname)
  if (page) {
    const decoded = decodeCardCode(page[1] as string)
    if (decoded.ok) context.waitUntil(warmUp())
    const link = linkOf(url)
    return previewPage(
      request,
      assets,
      url,
      decoded.ok ? cardTags(cardPreview(decoded.card, decoded), link, `${link}/${CARD_PICTURE_NAME}`) : null,
    )
  }
  const picture = PICTURE_ADDRESS.exec(url.pathname)
  if (picture) {
    const decoded = decodeCardCode(picture[1] as string)
    if (decoded.ok)
      return pictureResponse(request, env, url, context, async () =>
        cardPicture(cardPreview(decoded.card, decoded), await personaArt(assets, url, decoded.card)),
      )
  }
  return notFoundPage(request, assets)
}

/** A link's own address, without a trailing slash. */
export function linkOf(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`
}

/**
 * The persona picture of a card's first power, as a data address the picture can hold, with the card's name
 * to set on it as the exported images label it, in the picture's own ink; null when the site does not answer
 * with it.
 */
export async function personaArt(
  assets: Fetcher,
  url: URL,
  card: AssessmentResult,
): Promise<PersonaArt | null> {
  const response = await assets.fetch(new Request(new URL(personaFor(card).image, url.origin)))
  if (!response.ok) return null
  const { shapes, ink } = personaSvgWithoutWords(await response.text())
  let binary = ''
  for (const byte of new TextEncoder().encode(shapes)) binary += String.fromCharCode(byte)
  return {
    src: `data:image/svg+xml;base64,${btoa(binary)}`,
    ink,
    name: cardNameParts(card.scores, card.powers).noun,
  }
}

/** The app shell with a link's tags, or (`tags` null) the site's own with a "damaged" text: always 200. */
export async function previewPage(
  request: Request,
  assets: Fetcher,
  url: URL,
  found: PreviewTags | null,
): Promise<Response> {
  // A plain request, so no validator of the visitor's makes the shell a 304 to rewrite.
  const shell = await assets.fetch(new Request(new URL(APP_SHELL, url)))
  const tags = found ?? genericTags(linkOf(url), url.origin)
  const headers = new Headers(shell.headers)
  headers.delete('ETag')
  headers.delete('Content-Length')
  headers.set('Cache-Control', CACHE.revalidate)
  const page = new Response(request.method === 'HEAD' ? null : shell.body, { status: 200, headers })
  if (request.method === 'HEAD') return page
  return new HTMLRewriter()
    .on('title', { element: (title) => void title.setInnerContent(tags.title) })
    .on('head', { element: (head) => void head.append(headTags(tags), { html: true }) })
    .on('body', {
      element: (body) => void body.append(noScriptText(found), { html: true }),
    })
    .transform(page)
}

/** A link's picture, from the cache or drawn now; its address names the cards, so it never changes. */
export async function pictureResponse(
  request: Request,
  env: CardLinkEnv,
  url: URL,
  context: ExecutionContext,
  picture: () => Promise<PictureNode>,
): Promise<Response> {
  // Keyed by the path alone: a query string cannot make the same card be drawn again.
  const key = new Request(new URL(url.pathname, url.origin))
  const cached = await caches.default.match(key)
  if (!cached) {
    const salt = addressSalt(env)
    // Without the salt no address is hashed, so no drawing can be counted: none is drawn (docs/deploy.md, "Cloudflare Workers").
    if (salt === null) return noPicture(503)
    const drawings = { perAddress: env.CARD_PICTURES, perNetwork: env.CARD_PICTURES_PER_NETWORK }
    if (!(await withinSenderLimits(drawings, await clientKeys(request, salt)))) return noPicture(429)
  }
  const response =
    cached ??
    new Response(await drawPng(await picture(), PICTURE_SIZE), {
      headers: {
        ...securityHeaders(),
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'Content-Type': 'image/png',
        'Cache-Control': CACHE.immutable,
      },
    })
  if (!cached) context.waitUntil(caches.default.put(key, response.clone()))
  return request.method === 'HEAD' ? new Response(null, response) : response
}

/** No picture now: too many drawn for this sender (429), or the Worker lacks its address salt (503). */
function noPicture(status: 429 | 503): Response {
  return new Response(null, {
    status,
    headers: {
      ...securityHeaders(),
      'Retry-After': String(PICTURE_LIMIT_PERIOD_SECONDS),
      'Cache-Control': 'no-store',
    },
  })
}
