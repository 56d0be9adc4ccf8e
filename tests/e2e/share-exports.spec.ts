/**
 * The card's exported files, made from a share link's page (no assessment to answer): the story and post
 * images and the one-page PDF, read back byte by byte, and the toasts that report them, above the dialog.
 */
import { readFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import type { Download, Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { resultsCopy } from '../../src/content/assessment'
import { shareCopy, shareToasts } from '../../src/content/share'
import { cardName, expertiseOrDefault, tipText, watchOutText } from '../../src/domain/card/card-text'
import { CARD_FORMATS, STORY_SAFE } from '../../src/domain/card/card-layout'
import { cardTheme } from '../../src/domain/card/card-theme'
import { WCAG_TAGS } from './assessment-helpers'
import { expect, scrollThrough, test } from './fixtures'
import { participant } from './group-fixtures'
import { keepOwnCard } from './own-card'

const MAX_IMAGE_BYTES = 1_000_000
const MAX_PDF_BYTES = 500_000
/** PDF points: A4 and US Letter. */
const PAGE_SIZES = { 'en-GB': [595.28, 841.89], 'en-US': [612, 792] } as const

// Its fears tie at the top (unknown and fraud, 67): the card, the PDF and the images name neither alone.
const CARD = participant(
  1,
  [100, 50, 67, 17, 33, 67, 33, 50, 17, 67],
  ['story-alchemist', 'pattern-spotter', 'conflict-diplomat'],
  'Urban Planning',
)

/** The visitor's own card's page, with the share dialog open (someone else's card offers no sharing). */
async function openDialog(page: Page): Promise<Locator> {
  await keepOwnCard(page, CARD)
  await page.goto(`/result/${CARD.uuid}`)
  await expect(page.getByRole('article')).toHaveAccessibleName(cardName(CARD.scores, CARD.powers))
  await page.getByRole('button', { name: shareCopy.open }).click()
  const dialog = page.getByRole('dialog', { name: shareCopy.title })
  await expect(dialog).toBeVisible()
  return dialog
}

async function download(
  page: Page,
  dialog: Locator,
  name: string,
): Promise<{ file: Download; bytes: Buffer }> {
  const started = page.waitForEvent('download')
  await dialog.getByRole('button', { name }).click()
  const file = await started
  return { file, bytes: await readFile((await file.path())!) }
}

/** The page's width and height in points, from its MediaBox. */
function pageSize(pdf: Buffer): number[] {
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))
  return [Number(box?.[1]), Number(box?.[2])].map((points) => Math.round(points * 100) / 100)
}

/** Every stream of a PDF, inflated where it is compressed, as Latin-1 text. */
function pdfStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1')
  const streams: string[] = []
  for (const match of text.matchAll(/<<((?:(?!>>).)*?)>>\s*stream\r?\n/gs)) {
    const start = match.index! + match[0].length
    const end = text.indexOf('endstream', start)
    const body = pdf.subarray(start, end)
    streams.push((match[1]!.includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1'))
  }
  return streams.join('\n')
}

/** The asset files the page itself asks for, to see when each export's code arrives. */
function watchAssets(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/') && !request.serviceWorker()) requested.push(path)
  })
  return requested
}

/**
 * Whether the toast with this title is what a person sees at its centre (not covered by the backdrop); polled,
 * as a toast sliding in does not take the pointer yet.
 */
async function toastOnTop(page: Page, title: string): Promise<boolean> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title })
  await expect(toast).toBeVisible()
  const box = (await toast.boundingBox())!
  return page.evaluate(
    ({ x, y, title }) => {
      const hit = document.elementFromPoint(x, y)
      return Boolean(hit?.closest('[data-sonner-toast]')?.textContent?.includes(title))
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, title },
  )
}

const ACCENT = Number.parseInt(cardTheme.accent.slice(1), 16)

/** Pixels in rows [from, to) drawn in the card's text colours: white, or its accent. */
function textPixels(png: PNG, from: number, to: number): number {
  const [r, g, b] = [(ACCENT >> 16) & 255, (ACCENT >> 8) & 255, ACCENT & 255]
  let count = 0
  for (let at = from * png.width * 4; at < to * png.width * 4; at += 4) {
    const [red, green, blue] = [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!]
    const white = Math.min(red, green, blue) > 235
    const accent = Math.abs(red - r) + Math.abs(green - g) + Math.abs(blue - b) < 40
    if (white || accent) count++
  }
  return count
}

test.describe('the exported card', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } })

  test('is a story and a post image of exact size, opaque to the corners, under 1 MB, with the link as a QR code', async ({
    page,
  }) => {
    const requested = watchAssets(page)
    const dialog = await openDialog(page)
    const link = await dialog.getByLabel(shareCopy.linkLabel).inputValue()
    expect(requested.filter((path) => /\/(card-image|card-pdf|jspdf|qr)[-.]/.test(path))).toEqual([])

    for (const [format, name, fileName] of [
      ['story', shareCopy.downloadStory, shareCopy.storyFile],
      ['post', shareCopy.downloadPost, shareCopy.postFile],
    ] as const) {
      const { file, bytes } = await download(page, dialog, name)
      await expect(page.getByText(shareToasts.pngSaved.title).first()).toBeVisible()
      expect(file.suggestedFilename()).toBe(fileName)
      expect(bytes.length, `${format} bytes`).toBeLessThan(MAX_IMAGE_BYTES)
      const png = PNG.sync.read(bytes)
      expect([png.width, png.height]).toEqual([CARD_FORMATS[format].width, CARD_FORMATS[format].height])
      // Every pixel is opaque (the file has no alpha channel at all), and no corner is the page's white.
      expect(png.alpha).toBe(false)
      for (const [x, y] of [
        [0, 0],
        [png.width - 1, 0],
        [0, png.height - 1],
        [png.width - 1, png.height - 1],
      ] as const) {
        const at = (y * png.width + x) * 4
        const [red, green, blue] = png.data.subarray(at, at + 3)
        expect(Math.min(red!, green!, blue!), `corner ${x},${y} is not white`).toBeLessThan(200)
      }
      const colours = new Set<number>()
      for (let at = 0; at < png.data.length; at += 4 * 101)
        colours.add((png.data[at]! << 16) | (png.data[at + 1]! << 8) | png.data[at + 2]!)
      expect(colours.size, 'distinct colours: a picture, not a blank').toBeGreaterThan(100)
      const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
      expect(qr?.data, 'its QR code').toBe(link)
      if (format === 'story') {
        // Nothing that matters under the platforms' bars: no text (white or accent) and no QR code there.
        const safe = { top: STORY_SAFE.top, bottom: png.height - STORY_SAFE.bottom }
        const corners = [qr!.location.topLeftCorner, qr!.location.bottomRightCorner]
        for (const corner of corners) {
          expect(corner.y).toBeGreaterThan(safe.top)
          expect(corner.y).toBeLessThan(safe.bottom)
        }
        expect(textPixels(png, 0, safe.top), 'text in the top 250 px').toBe(0)
        expect(textPixels(png, safe.bottom, png.height), 'text in the bottom 340 px').toBe(0)
      }
    }
    // The drawing code came with the first image; jspdf waits for a PDF.
    expect(requested.some((path) => path.includes('/card-image-'))).toBe(true)
    expect(requested.filter((path) => /\/(card-pdf|jspdf)[-.]/.test(path))).toEqual([])
  })

  test('is a one-page PDF on the locale’s paper, under 500 kB, its words real text', async ({
    page,
    browser,
    baseURL,
  }) => {
    const dialog = await openDialog(page)
    // The whole card, its watch-out shown on purpose (share-choices.spec.ts covers it hidden).
    await dialog.getByRole('checkbox', { name: shareCopy.hideWatchOut }).uncheck()
    const link = await dialog.getByLabel(shareCopy.linkLabel).inputValue()
    const { file, bytes } = await download(page, dialog, shareCopy.downloadPdf)
    expect(file.suggestedFilename()).toBe(shareCopy.pdfFile)
    expect(bytes.length).toBeLessThan(MAX_PDF_BYTES)
    const raw = bytes.toString('latin1')
    expect(raw.startsWith('%PDF-')).toBe(true)
    expect(raw.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
    expect(pageSize(bytes)).toEqual(PAGE_SIZES['en-GB'])

    // The card's words are drawn as text (Tj operators), so they can be selected and searched.
    const content = pdfStreams(bytes)
    const shown = [...content.matchAll(/\((.*?)\) Tj/g)]
      .map((match) => match[1]!)
      .join(' ')
      // Helvetica's WinAnsi code for the tip's dash.
      .replaceAll('\x97', '—')
    const { powers, scores } = CARD
    expect(watchOutText(scores)).toBe('Evenly spread: two fears at 67')
    await expect(page.getByRole('article')).toContainText('Evenly spread: two fears at 67')
    for (const words of [
      ...cardName(scores, powers).split(' '),
      expertiseOrDefault(CARD.expertise),
      ...powers.map((power) => power.name),
      watchOutText(scores),
      resultsCopy.watchOuts.toUpperCase(),
      tipText(scores, powers),
    ])
      expect(shown, `"${words}" as text`).toContain(words)
    expect(raw, 'the link to open the card').toContain(`/URI (${link})`)
    await expect(page.getByText(shareToasts.pdfSaved.title)).toBeVisible()

    const american = await browser.newContext({ baseURL, locale: 'en-US' })
    const letterPage = await american.newPage()
    const letter = await download(letterPage, await openDialog(letterPage), shareCopy.downloadPdf)
    expect(pageSize(letter.bytes)).toEqual(PAGE_SIZES['en-US'])
    await american.close()
  })

  test.describe(() => {
    // The failure is made by refusing the persona picture, which a service worker would serve from its cache.
    test.use({ serviceWorkers: 'block' })

    test('reports failure and success in toasts shown and announced above the dialog', async ({
      page,
      consoleWatch,
    }) => {
      consoleWatch.allow(new RegExp(shareToasts.pngFailed.description))
      consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/)
      await page.route('**/personas/*.svg', (route) => route.abort())
      const dialog = await openDialog(page)
      await dialog.getByRole('button', { name: shareCopy.downloadStory }).click()
      await expect.poll(() => toastOnTop(page, shareToasts.pngFailed.description)).toBe(true)
      // In the dialog's own live region, which the modal dialog leaves reachable (the rest of the page is inert).
      const notices = dialog.getByRole('region', { name: new RegExp(`^${shareCopy.notifications}`) })
      await expect(notices).toHaveAttribute('aria-live', 'polite')
      // In the site's toast style (sonner's stylesheet): laid over the page, not in the dialog's flow at its foot.
      const toaster = notices.locator('[data-sonner-toaster]')
      expect(await toaster.evaluate((list) => getComputedStyle(list).position)).toBe('fixed')
      const box = (await page.locator('[data-sonner-toast]').first().boundingBox())!
      const dialogBox = (await dialog.boundingBox())!
      expect(box.y, 'the toast above the dialog’s foot').toBeLessThan(
        dialogBox.y + dialogBox.height - box.height,
      )
      await expect(notices.getByText(shareToasts.pngFailed.description)).toBeVisible()

      await page.unroute('**/personas/*.svg')
      await expect(dialog.getByRole('button', { name: shareCopy.downloadPost })).toBeEnabled()
      await dialog.getByRole('button', { name: shareCopy.downloadPost }).click()
      await expect.poll(() => toastOnTop(page, shareToasts.pngSaved.title)).toBe(true)
      await expect(notices.getByText(shareToasts.pngSaved.title)).toBeVisible()

      await scrollThrough(page)
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      expect(
        axe.violations.map((violation) => violation.id),
        'axe, with the dialog and its toasts',
      ).toEqual([])
    })
  })
})
