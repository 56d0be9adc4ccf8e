import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shareCopy, shareToasts } from '../../src/content/share'
import { resultsCopy } from '../../src/content/assessment'
import {
  completeAssessment,
  DESKTOP,
  pageHeading,
  PHONE,
  startAssessment,
  waitForHydration,
} from './assessment-helpers'
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

/** A device that has finished MojoMe, one per test worker (each writes its own). */
const FINISHED_STATE = join(tmpdir(), `think-first-finished-${process.env.TEST_WORKER_INDEX ?? 0}.json`)

test.describe('share dialog', () => {
  // In one worker, in order, so the finished device is made once.
  test.describe.configure({ mode: 'default' })
  test.use({
    permissions: ['clipboard-read', 'clipboard-write'],
    viewport: DESKTOP,
    reducedMotion: 'reduce',
  })

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
    expect(link).toMatch(/\/c\/[\w-]+$/)
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
      // The words name the card and invite a comparison.
      await expect(social).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(`I’m ${cardName} — what kind of thinker are you? Compare with me:`)),
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

  test('draws both radars the same size, with every axis label inside its canvas on a phone', async ({
    page,
  }) => {
    const charts = page.getByRole('figure').locator('canvas')
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await expect(charts).toHaveCount(2)
      // Retried while chart.js redraws for the new size.
      await expect(async () => {
        const [motivation, fear] = await Promise.all((await charts.all()).map(radarInk))
        for (const ink of [motivation!, fear!]) {
          expect(ink.edge, `ink on the canvas's edge at ${viewport.width} px`).toBe(0)
          expect(ink.labels, 'label pixels').toBeGreaterThan(150)
        }
        expect(motivation!.size).toEqual(fear!.size)
        expect(
          Math.abs(motivation!.webHeight - fear!.webHeight),
          'the webs differ in height',
        ).toBeLessThanOrEqual(1)
        expect(motivation!.webHeight).toBeGreaterThan(viewport === PHONE ? 100 : 180)
      }).toPass({ timeout: 10_000 })
    }
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

/** RADAR's label and grid colours in components/result/radar-chart.tsx, as a canvas holds them. */
const LABEL_RGB = [0x3d, 0x46, 0x69]
const GRID_RGB = [0xdd, 0xe1, 0xee]

/**
 * What a radar canvas shows: ink on its outermost two pixels (a clipped label), how many pixels are label
 * text, its size, and the height of its web (the grid's extent).
 */
async function radarInk(canvas: Locator) {
  return canvas.evaluate(
    (element, { label, grid }) => {
      const chart = element as HTMLCanvasElement
      const { width, height } = chart
      const { data } = chart.getContext('2d')!.getImageData(0, 0, width, height)
      const near = (at: number, rgb: number[], alpha: number) =>
        data[at + 3]! > alpha && rgb.every((value, channel) => Math.abs(data[at + channel]! - value) < 12)
      let [edge, labels, top, bottom] = [0, 0, height, 0]
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 4
          const onEdge = x < 2 || y < 2 || x >= width - 2 || y >= height - 2
          if (onEdge && data[at + 3]! > 0) edge++
          if (near(at, label, 160)) labels++
          if (near(at, grid, 40)) [top, bottom] = [Math.min(top, y), Math.max(bottom, y)]
        }
      }
      return { edge, labels, size: [width, height], webHeight: bottom - top }
    },
    { label: LABEL_RGB, grid: GRID_RGB },
  )
}
