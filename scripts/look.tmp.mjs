import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '/work/main/scripts/chromium.mjs'
const base = process.env.BASE ?? 'http://localhost:4177'
const paths = (process.env.PATHS ?? '/').split(',')
const browser = await chromium.launch(chromiumLaunchOptions())
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  page.on('pageerror', (e) => console.log(`[${w}] pageerror: ${e.message}`))
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    if (process.env.MENU && w === 390) await page.getByRole('button', { name: /menu/i }).click()
    const name = p === '/' ? 'home' : p.replaceAll('/', '_')
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: process.env.FULL === '1' })
  }
  await page.close()
}
await browser.close()
