import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shareCopy, shareToasts } from '../../src/content/share'
import { resultsCopy } from '../../src/content/assessment'
import { completeAssessment, pageHeading, startAssessment, waitForHydration } from './assessment-helpers'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** A device that has finished MojoMe, one per test worker (each writes its own). */
const FINISHED_STATE = join(tmpdir(), `think-first-finished-${process.env.TEST_WORKER_INDEX ?? 0}.json`)

test.describe('share dialog', () => {
  // In one worker, in order, so the finished device is made once.
  test.describe.configure({ mode: 'default' })
  test.use({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1440, height: 900 } })

  // One visitor finishes MojoMe once; each test opens that device's results (its IndexedDB carried over),
  // instead of answering the thirty cards again.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await startAssessment(page)
    await completeAssessment(page, 'key')
    await context.storageState({ path: FINISHED_STATE, indexedDB: true })
    await context.close()
  })
  test.use({ storageState: FINISHED_STATE })

  test.beforeEach(async ({ page }) => {
    await page.goto('/mojo-me?step=results')
    await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
    await waitForHydration(page)
  })

  test('copies a link that shows the same card in a fresh browser, and closes with Escape', async ({
    page,
    browser,
    baseURL,
  }) => {
    const cardName = await page.getByRole('article').getByRole('heading').first().textContent()
    const opener = page.getByRole('button', { name: shareCopy.open })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: shareCopy.title })
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: shareCopy.copyLink }).click()
    await expect(page.getByText(shareToasts.linkCopied.title)).toBeVisible()
    await expect(dialog.getByRole('button', { name: shareCopy.copied })).toBeVisible()
    await expect(dialog.getByRole('button', { name: shareCopy.copyLink })).toBeVisible({ timeout: 4000 })
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/\/result\/[0-9a-f-]{36}#[\w-]+$/)
    expect(link.length).toBeLessThan(300)

    for (const [name, host] of [
      [shareCopy.linkedin, 'https://www.linkedin.com/'],
      [shareCopy.x, 'https://x.com/'],
    ] as const) {
      const social = dialog.getByRole('link', { name })
      await expect(social).toHaveAttribute(
        'href',
        new RegExp(`^${host}.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      )
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', /noopener/)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    const fresh = await browser.newContext({ baseURL })
    const other = await fresh.newPage()
    await other.goto(link)
    await expect(other.getByRole('article').getByRole('heading').first()).toHaveText(cardName ?? '')
    await fresh.close()
  })

  test('downloads the card as a PNG at twice its size and as a one-page PDF', async ({ page }) => {
    const card = page.getByRole('article')
    const box = await card.boundingBox()
    const screenshot = await card.screenshot({ animations: 'disabled' })
    await page.getByRole('button', { name: shareCopy.open }).click()
    const dialog = page.getByRole('dialog', { name: shareCopy.title })

    const fontsFetched: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontsFetched.push(request.url())
    })
    const pngDownload = page.waitForEvent('download')
    await dialog.getByRole('button', { name: shareCopy.downloadImage }).click()
    const png = await pngDownload
    // Both faces are read to be embedded in the image: the display face of the name and the text face.
    expect(fontsFetched.some((url) => url.includes('/bricolage-grotesque-latin-'))).toBe(true)
    expect(fontsFetched.some((url) => url.includes('/inter-latin-'))).toBe(true)
    expect(png.suggestedFilename()).toBe(shareCopy.pngFile)
    await expect(page.getByText(shareToasts.pngSaved.title)).toBeVisible()
    const bytes = await readFile((await png.path())!)
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(Math.floor(box!.width * 2))
    expect(bytes.readUInt32BE(20)).toBeGreaterThanOrEqual(Math.floor(box!.height * 2))
    const downloaded = await imageSummary(page, bytes)
    expect(downloaded.colours, 'distinct colours in the image').toBeGreaterThan(50)
    const onScreen = await imageSummary(page, screenshot)
    const differences = downloaded.cells.map((cell, index) =>
      Math.max(...cell.map((channel, c) => Math.abs(channel - onScreen.cells[index]![c]!))),
    )
    expect(Math.max(...differences), 'largest colour difference between image and screen').toBeLessThan(12)

    const pdfDownload = page.waitForEvent('download')
    await dialog.getByRole('button', { name: shareCopy.downloadPdf }).click()
    const pdf = await pdfDownload
    expect(pdf.suggestedFilename()).toBe(shareCopy.pdfFile)
    const pdfText = (await readFile((await pdf.path())!)).toString('latin1')
    expect(pdfText.startsWith('%PDF-')).toBe(true)
    expect(pdfText.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
  })

  test('e-mail needs an address, then opens the mail app and clears the field', async ({ page }) => {
    await page.getByRole('button', { name: shareCopy.open }).click()
    const dialog = page.getByRole('dialog', { name: shareCopy.title })
    await dialog.getByRole('button', { name: shareCopy.emailSend }).click()
    await expect(page.getByText(shareToasts.emailRequired.description)).toBeVisible()

    const field = dialog.getByLabel(shareCopy.emailLabel)
    await field.fill('ada@example.com')
    await page.evaluate(() => {
      // Keep the test browser from handing the mailto: link to a mail program.
      window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), { once: true })
    })
    await dialog.getByRole('button', { name: shareCopy.emailSend }).click()
    await expect(page.getByText(/ada@example\.com/)).toBeVisible()
    await expect(field).toHaveValue('')
  })
})

/**
 * The image's distinct colours and its average colour in each cell of a 6 x 8 grid (corners left out: they
 * show what is behind the rounded card), so an image can be compared with the screen at any scale.
 */
async function imageSummary(page: Page, png: Buffer): Promise<{ colours: number; cells: number[][] }> {
  return page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, image.width, image.height)
    const seen = new Set<number>()
    for (let i = 0; i < data.length; i += 4 * 97)
      seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!)
    const [columns, rows] = [6, 8]
    const cells: number[][] = []
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const corner = (row === 0 || row === rows - 1) && (column === 0 || column === columns - 1)
        if (corner) continue
        let [red, green, blue] = [0, 0, 0]
        let count = 0
        for (let y = Math.floor((row * image.height) / rows); y < ((row + 1) * image.height) / rows; y++) {
          for (
            let x = Math.floor((column * image.width) / columns);
            x < ((column + 1) * image.width) / columns;
            x++
          ) {
            const i = (y * image.width + x) * 4
            red += data[i]!
            green += data[i + 1]!
            blue += data[i + 2]!
            count++
          }
        }
        cells.push([red / count, green / count, blue / count])
      }
    }
    return { colours: seen.size, cells }
  }, png.toString('base64'))
}
