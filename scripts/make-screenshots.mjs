/**
 * Takes the install-dialog screenshots named in the web manifest and the README's screenshot from the
 * built site. Run by hand after `npm run build` when the home page changes; the PNGs are committed.
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { createSiteServer } from './site-server.mjs'

const shots = [
  { path: '/', file: 'public/screenshots/home-narrow.png', width: 390, height: 844 },
  { path: '/', file: 'public/screenshots/home-wide.png', width: 1440, height: 900 },
  { path: '/', file: 'docs/screenshot.png', width: 1440, height: 900 },
]

const server = createSiteServer({ root: 'dist' })
await new Promise((resolve) => server.listen(0, resolve))
const origin = `http://localhost:${server.address().port}`
const browser = await chromium.launch(chromiumLaunchOptions())
await mkdir('public/screenshots', { recursive: true })
await mkdir('docs', { recursive: true })
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } })
  await page.goto(origin + shot.path, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: shot.file })
  await page.close()
}
await browser.close()
server.close()
console.log('Screenshots written.')
