/**
 * The duo links, /d/{first}.{second}: as a card link, the app shell with the duo's own title, description
 * and picture for the crawlers that unfurl it, and the picture at /d/{code}/card.png, drawn from the code.
 * Stateless: nothing about the two cards is kept or logged; only the finished picture sits in the cache.
 */
import { decodeDuo } from '../src/domain/card/duo-link'
import { duoPreview } from '../src/domain/card/duo-text'
import {
  CARD_PICTURE_NAME,
  linkOf,
  personaArt,
  pictureResponse,
  previewPage,
  type CardLinkEnv,
} from './card-link'
import { PICTURE_SIZE, duoPicture } from './card-picture'
import { warmUp } from './card-png'
import { notFoundPage, siteAsset } from './site-assets'

const DUO_ADDRESS = /^\/d\/([^/]+)\/?$/
const PICTURE_ADDRESS = new RegExp(`^/d/([^/]+)/${CARD_PICTURE_NAME.replace('.', '\\.')}$`)

export async function handleDuoLink(
  request: Request,
  env: CardLinkEnv,
  context: ExecutionContext,
): Promise<Response> {
  const assets = env.ASSETS
  if (request.method !== 'GET' && request.method !== 'HEAD') return siteAsset(request, assets)
  const url = new URL(request.url)
  const page = DUO_ADDRESS.exec(url.pathname)
  if (page) {
    const decoded = decodeDuo(page[1] as string)
    if (!decoded.ok) return previewPage(request, assets, url, null)
    context.waitUntil(warmUp())
    const duo = duoPreview(decoded.members)
    const link = linkOf(url)
    return previewPage(request, assets, url, {
      title: duo.title,
      description: duo.description,
      url: link,
      image: `${link}/${CARD_PICTURE_NAME}`,
      imageAlt: duo.imageAlt,
      imageSize: PICTURE_SIZE,
    })
  }
  const picture = PICTURE_ADDRESS.exec(url.pathname)
  if (picture) {
    const decoded = decodeDuo(picture[1] as string)
    if (decoded.ok) {
      const [first, second] = decoded.members
      return pictureResponse(request, env, url, context, async () =>
        duoPicture(
          duoPreview(decoded.members),
          await Promise.all([personaArt(assets, url, first.card), personaArt(assets, url, second.card)]),
        ),
      )
    }
  }
  return notFoundPage(request, assets)
}
