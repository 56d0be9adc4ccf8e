/**
 * A card link as the apps it is pasted into see it: fetched without JavaScript, under crawlers' user agents,
 * from the Worker in workerd. Its tags describe the card, its picture is the card at 1200x630, and a link
 * that cannot be read gets the site's own preview on a 200 page that says it is damaged.
 */
import { readFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import { cardPreviewCopy } from '../../src/content/card-preview'
import { duoCopy } from '../../src/content/duo'
import { cardCodePath } from '../../src/domain/card/card-code'
import { personaFor } from '../../src/domain/card/card-persona'
import { personaSvgWithoutWords } from '../../src/domain/card/persona-label'
import { duoPath } from '../../src/domain/card/duo-link'
import { duoSentence } from '../../src/domain/card/duo-text'
import { cardTheme } from '../../src/domain/card/card-theme'
import { cardName, watchOutText } from '../../src/domain/card/card-text'
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

/** The picture seen as a feed shows it small: every 3x3 block of the 1200x630 averaged, 400x210. */
function shrunk(png: PNG): PNG {
  const small = new PNG({ width: png.width / 3, height: png.height / 3 })
  for (let y = 0; y < small.height; y++)
    for (let x = 0; x < small.width; x++)
      for (let channel = 0; channel < 4; channel++) {
        let sum = 0
        for (let dy = 0; dy < 3; dy++)
          for (let dx = 0; dx < 3; dx++)
            sum += png.data[((y * 3 + dy) * png.width + x * 3 + dx) * 4 + channel]!
        small.data[(y * small.width + x) * 4 + channel] = Math.round(sum / 9)
      }
  return small
}

/** The centre square of a picture, as apps that show a square thumbnail crop it. */
function centreSquare(png: PNG): PNG {
  const side = png.height
  const square = new PNG({ width: side, height: side })
  PNG.bitblt(png, square, (png.width - side) / 2, 0, side, side, 0, 0)
  return square
}

/** Where the card's accent colour (its name, eyebrow and invitation) is drawn: its columns and its rows. */
function accentPixels(png: PNG): { xs: number[]; rows: number[] } {
  const accent = Number.parseInt(cardTheme.accent.slice(1), 16)
  const [r, g, b] = [(accent >> 16) & 255, (accent >> 8) & 255, accent & 255]
  const xs: number[] = []
  const rows = new Set<number>()
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const at = (y * png.width + x) * 4
      const distance =
        Math.abs(png.data[at]! - r) + Math.abs(png.data[at + 1]! - g) + Math.abs(png.data[at + 2]! - b)
      if (distance < 40) {
        xs.push(x)
        rows.add(y)
      }
    }
  return { xs, rows: [...rows].sort((a, b) => a - b) }
}

/** How many pixels inside `area` are drawn in (or within a shade of) the colour `hex`. */
function pixelsNear(png: PNG, hex: string, area: { x: number; y: number; width: number; height: number }) {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  let count = 0
  for (let y = area.y; y < area.y + area.height; y++)
    for (let x = area.x; x < area.x + area.width; x++) {
      const at = (y * png.width + x) * 4
      const distance =
        Math.abs(png.data[at]! - r!) + Math.abs(png.data[at + 1]! - g!) + Math.abs(png.data[at + 2]! - b!)
      if (distance < 60) count++
    }
  return count
}

/** The tallest run of consecutive rows in a sorted list: the height of the largest line of text. */
function tallestRun(rows: number[]): number {
  let [best, run] = [0, 0]
  rows.forEach((row, index) => {
    run = index > 0 && row === rows[index - 1]! + 1 ? run + 1 : 1
    best = Math.max(best, run)
  })
  return best
}

test.describe('the preview picture', () => {
  test('sets the card’s name on the persona card it holds up, in that card’s own ink', async ({
    request,
    baseURL,
  }, testInfo) => {
    const picture = PNG.sync.read(
      await (await request.get(`${baseURL}${cardCodePath(card)}/card.png`)).body(),
    )
    await testInfo.attach('card-1200x630.png', { body: PNG.sync.write(picture), contentType: 'image/png' })
    // The persona card's own words are dark on some cards and white on others.
    const { ink } = personaSvgWithoutWords(readFileSync(`public${personaFor(card).image}`, 'utf8'))
    // Where the name sits on the tilted card, in the left band: under its art, above its accent line. With the
    // name left out (a picture drawn without fonts), nothing there is in the ink.
    expect(pixelsNear(picture, ink, { x: 50, y: 372, width: 185, height: 48 })).toBeGreaterThan(300)
  })

  test('keeps the name inside the centre square, and large enough to read at 400x210', async ({
    request,
    baseURL,
  }, testInfo) => {
    const link = `${baseURL}${cardCodePath(card, { sharer: 'Ada' })}`
    const picture = PNG.sync.read(await (await request.get(`${link}/card.png`)).body())
    // The accent draws the name: all of it lies inside the square a square thumbnail keeps.
    const full = accentPixels(picture)
    const left = (picture.width - picture.height) / 2
    expect(full.xs.length).toBeGreaterThan(2000)
    expect(Math.min(...full.xs)).toBeGreaterThanOrEqual(left)
    expect(Math.max(...full.xs)).toBeLessThan(left + picture.height)
    // Small, as a feed shows it, the name's line is still over 15 px tall: readable, not a smudge.
    const small = shrunk(picture)
    expect(tallestRun(accentPixels(small).rows)).toBeGreaterThan(15)
    const square = centreSquare(picture)
    expect(accentPixels(square).xs.length).toBe(full.xs.length)
    for (const [name, png] of [
      ['card-400x210.png', small],
      ['card-centre-square.png', square],
      ['card-1200x630.png', picture],
    ] as const)
      await testInfo.attach(name, { body: PNG.sync.write(png), contentType: 'image/png' })
  })
})

test.describe('a duo link, unfurled', () => {
  const maya = { ...card, uuid: '2b1c9a4e-7f3d-4c1a-9e2b-5d6f7a8b9c0d', expertise: 'Tides' }
  const path = duoPath(
    { result: card, options: { sharer: 'Sam', hideWatchOut: true } },
    { result: maya, options: { sharer: 'Maya' } },
  )

  test('names both, says how they work together, and has a picture of its own', async ({
    request,
    baseURL,
  }, testInfo) => {
    const link = `${baseURL}${path}`
    const response = await request.get(link, { headers: { 'User-Agent': CRAWLERS.LinkedIn } })
    expect(response.status()).toBe(200)
    const tags = tagsOf(await response.text())
    const sentence = duoSentence(card, maya, { a: 'Sam', b: 'Maya' })
    expect(tags).toMatchObject({
      title: 'Sam & Maya · MojoMe duo',
      'og:title': 'Sam & Maya · MojoMe duo',
      description: sentence,
      'og:url': link,
      'og:image': `${link}/card.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      robots: 'noindex',
    })
    expect(tags['og:image:alt']).toContain(name)
    const picture = await request.get(tags['og:image']!)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/png')
    const bytes = await picture.body()
    expect(bytes.length).toBeLessThan(300 * 1024)
    const png = PNG.sync.read(bytes)
    expect([png.width, png.height]).toEqual([1200, 630])
    await testInfo.attach('duo-1200x630.png', { body: bytes, contentType: 'image/png' })
  })

  test('a damaged duo link gets the site’s preview on a 200 page saying it is damaged, and no picture', async ({
    request,
    baseURL,
  }) => {
    const damagedDuo = path.slice(0, -7)
    const response = await request.get(`${baseURL}${damagedDuo}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(tagsOf(html).title).toBe(cardPreviewCopy.genericTitle)
    expect(html).toContain(cardPreviewCopy.damagedTitle)
    expect((await request.get(`${baseURL}${damagedDuo}/card.png`)).status()).toBe(404)
  })

  test('a browser that runs the page shows both cards and invites a third person in', async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam & Maya')
    await expect(page.getByRole('article')).toHaveCount(2)
    const invite = page.getByRole('region', { name: duoCopy.inviteTitle })
    for (const name of ['Sam', 'Maya'])
      await expect(invite.getByRole('link', { name: `Match with ${name} · 4 min` })).toBeVisible()
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
