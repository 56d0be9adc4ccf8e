import { readFile } from 'node:fs/promises'
import { shareCopy, shareToasts } from '../../src/content/share'
import { completeAssessment, startAssessment } from './assessment-helpers'
import { expect, test } from './fixtures'

test.describe('share dialog', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1440, height: 900 } })

  test.beforeEach(async ({ page }) => {
    await startAssessment(page)
    await completeAssessment(page, 'key')
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
    await page.getByRole('button', { name: shareCopy.open }).click()
    const dialog = page.getByRole('dialog', { name: shareCopy.title })

    const pngDownload = page.waitForEvent('download')
    await dialog.getByRole('button', { name: shareCopy.downloadImage }).click()
    const png = await pngDownload
    expect(png.suggestedFilename()).toBe(shareCopy.pngFile)
    await expect(page.getByText(shareToasts.pngSaved.title)).toBeVisible()
    const bytes = await readFile((await png.path())!)
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(Math.floor(box!.width * 2))
    expect(bytes.readUInt32BE(20)).toBeGreaterThanOrEqual(Math.floor(box!.height * 2))
    const colours = await page.evaluate(async (base64) => {
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
      return seen.size
    }, bytes.toString('base64'))
    expect(colours, 'distinct colours in the image').toBeGreaterThan(50)

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
