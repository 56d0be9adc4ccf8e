/**
 * How quickly the share dialog makes the card's files, at 1x CPU: the time, measured in the page, from the
 * press on "Story image", "Post image" or "PDF" to the finished file being handed over to be saved (its
 * object URL made), and each file's size. The card comes from a share link, so no assessment is answered.
 * The first press of each includes loading the drawing code, the fonts and the persona picture; the budget
 * is on the median.
 */
import { stat } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'
import { median } from './lighthouse-audit.mjs'

const PRESSES = 5
// A version-1 share link of tests/unit/share-link-fixtures.test.ts, which must open for ever.
const LINK =
  '/result/0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10#AQFkMiEAZEMRZCEyAAkXCggFB58CmOyK2AYOVXJiYW4gUGxhbm5pbmcSWw'
// The share dialog's words (src/content/share.ts).
const OPEN = 'Share Your MojoMe'
const JOBS = [
  { file: 'story', button: 'Story image' },
  { file: 'post', button: 'Post image' },
  { file: 'pdf', button: 'PDF' },
]

/**
 * Opens the link's card and makes it the visitor's own: the link keeps it on the device as someone else's,
 * which offers no sharing, so the stored row loses its `received` mark and the card's page opens again.
 */
async function keepAsOwnCard(page, origin) {
  await page.goto(`${origin}${LINK}`)
  await page.getByRole('article').waitFor()
  const uuid = new URL(LINK, origin).pathname.split('/').pop()
  // The context is fresh, so the app's database is the only one (its name is in src/db/storage-keys.ts).
  await page.evaluate(async (uuid) => {
    const [{ name }] = await indexedDB.databases()
    await new Promise((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onerror = () => reject(request.error)
      request.onsuccess = () => {
        const results = request.result.transaction('results', 'readwrite').objectStore('results')
        const read = results.get(uuid)
        read.onsuccess = () => {
          const own = { ...read.result }
          delete own.received
          const write = results.put(own)
          write.onsuccess = () => resolve()
          write.onerror = () => reject(write.error)
        }
        read.onerror = () => reject(read.error)
      }
    })
  }, uuid)
  await page.goto(`${origin}/result/${uuid}`)
}

/** Per file: the median and every sample in milliseconds, the first press's time and the largest size. */
export async function measureCardExport(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block' })
    await context.addInitScript(() => {
      // The visitor's press; the download's own anchor click (not trusted) comes after the file is made.
      addEventListener('click', (event) => event.isTrusted && (window.benchPressed = event.timeStamp), {
        capture: true,
      })
      const createObjectURL = URL.createObjectURL
      URL.createObjectURL = (file) => {
        window.benchMade = performance.now()
        return createObjectURL(file)
      }
    })
    const page = await context.newPage()
    await keepAsOwnCard(page, origin)
    await page.getByRole('button', { name: OPEN }).click()
    const dialog = page.getByRole('dialog')
    const files = {}
    for (const job of JOBS) {
      const samples = []
      let bytes = 0
      for (let press = 0; press < PRESSES; press++) {
        const button = dialog.getByRole('button', { name: job.button })
        await button.waitFor()
        await page.waitForFunction(() => !document.querySelector('dialog[open] button[disabled]'))
        const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
        samples.push(Math.round(await page.evaluate(() => window.benchMade - window.benchPressed)))
        bytes = Math.max(bytes, (await stat(await download.path())).size)
      }
      files[job.file] = { medianMs: median(samples), firstMs: samples[0], samples, bytes }
    }
    return files
  } finally {
    await browser.close()
  }
}
