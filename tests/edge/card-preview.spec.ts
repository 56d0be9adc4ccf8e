/**
 * A card link as the apps it is pasted into see it: fetched without JavaScript, under crawlers' user agents,
 * from the Worker in workerd. Its tags describe the card, its picture is the card at 1200x630, and a link
 * that cannot be read gets the site's own preview on a 200 page that says it is damaged.
 */
import { PNG } from 'pngjs'
import { cardPreviewCopy } from '../../src/content/card-preview'
import { cardCodePath } from '../../src/domain/card-code'
import { cardName, watchOutText } from '../../src/domain/card-text'
import { expect, test } from './edge-site'
import { TYPICAL_CARD } from '../unit/support/typical-card'

const card = TYPICAL_CARD
const name = cardName(card.scores, card.powers)
const watchOut = watchOutText(card.scores)

const CRAWLERS = {
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  X: 'Twitterbot/1.0',
  Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  LinkedIn: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  WhatsApp: 'WhatsApp/2.23.20.0 A',
}

/** Each tag's content by its property or name, as a crawler reads the raw HTML (entities decoded). */
function tagsOf(html: string): Record<string, string> {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const tags: Record<string, string> = {}
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags[key!] = decode(content!)
  tags.title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
  return tags
}

test.describe('a card link, unfurled', () => {
  for (const [crawler, userAgent] of Object.entries(CRAWLERS)) {
    test(`shows the card to ${crawler}'s crawler, picture included`, async ({ request, baseURL }) => {
      const link = `${baseURL}${cardCodePath(card, { sharer: 'Ada' })}`
      const response = await request.get(link, { headers: { 'User-Agent': userAgent } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      const tags = tagsOf(await response.text())
      expect(tags).toMatchObject({
        title: `Ada’s MojoMe: ${name}`,
        'og:title': `Ada’s MojoMe: ${name}`,
        'og:type': 'website',
        'og:url': link,
        'og:image': `${link}/card.png`,
        'og:image:type': 'image/png',
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
        'twitter:image': `${link}/card.png`,
        robots: 'noindex',
      })
      expect(tags.description).toBe(
        `${name}: driven by mastering your craft and curiosity; super-powers ${card.powers
          .map((power) => power.name)
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')}. Watch-out: ${watchOut}.`,
      )
      expect(tags['og:description']).toBe(tags.description)
      expect(tags['og:image:alt']).toContain(name)
      expect(tags['og:image:alt']).toContain(card.expertise)

      const picture = await request.get(tags['og:image']!, { headers: { 'User-Agent': userAgent } })
      expect(picture.status()).toBe(200)
      expect(picture.headers()['content-type']).toBe('image/png')
      expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      const bytes = await picture.body()
      expect(bytes.length).toBeLessThan(300 * 1024)
      const png = PNG.sync.read(bytes)
      expect([png.width, png.height]).toEqual([1200, 630])
    })
  }

  test('leaves the watch-out out of the tags and the picture when the sharer hid it', async ({
    request,
    baseURL,
  }) => {
    const shown = tagsOf(await (await request.get(`${baseURL}${cardCodePath(card)}`)).text())
    const hidden = tagsOf(
      await (await request.get(`${baseURL}${cardCodePath(card, { hideWatchOut: true })}`)).text(),
    )
    expect(shown.description).toContain(watchOut)
    expect(hidden.description).not.toContain(watchOut)
    expect(hidden.description).not.toContain('Watch-out')
    expect(hidden.title).toBe(`${name} · MojoMe`)
    const [shownPicture, hiddenPicture] = await Promise.all(
      [shown, hidden].map(async (tags) => PNG.sync.read(await (await request.get(tags['og:image']!)).body())),
    )
    // Same card, same layout: only the watch-out's corner differs.
    expect(Buffer.compare(shownPicture!.data, hiddenPicture!.data)).not.toBe(0)
  })

  test('a browser that runs the page shows the card itself', async ({ page }) => {
    await page.goto(cardCodePath(card))
    await expect(page.getByRole('article', { name })).toContainText(card.expertise)
  })
})

const damaged: [string, string][] = [
  ['a truncated code', cardCodePath(card).slice(0, -9)],
  ['a version-1 fragment in the path', '/c/AQEAAAAAAAAAAAAAAAAA'],
  ['markup', `/c/${encodeURIComponent('"><script>alert(1)</script>')}`],
  ['quotes and angle brackets', `/c/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E`],
  ['a code too long to be one', `/c/${'A'.repeat(4000)}`],
  ['a card no assessment makes', cardCodePath({ ...card, durationSeconds: 0 })],
]

test.describe('a card link that cannot be read', () => {
  for (const [label, path] of damaged) {
    test(`${label}: the site's own preview on a 200 page saying the link is damaged`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(`${baseURL}${path}`, { headers: { 'User-Agent': CRAWLERS.Slack } })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('<script>alert')
      expect(html).not.toContain('<img src=x')
      const tags = tagsOf(html)
      expect(tags).toMatchObject({
        title: cardPreviewCopy.genericTitle,
        'og:image': `${baseURL}/og-image.png`,
        'twitter:card': 'summary_large_image',
      })
      expect(html).toContain(cardPreviewCopy.damagedTitle)
    })
  }

  test('has no picture of its own', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}${cardCodePath(card).slice(0, -9)}/card.png`)
    expect(response.status()).toBe(404)
  })
})
