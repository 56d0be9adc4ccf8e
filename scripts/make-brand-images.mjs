/**
 * Renders the app icons and the social sharing image from SVG/HTML with headless Chromium.
 * Run by hand when the brand changes (`node scripts/make-brand-images.mjs`); the PNGs are committed.
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

const mark = (padding, radius) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${64 + 2 * padding} ${64 + 2 * padding}" width="100%" height="100%">
  <defs><clipPath id="k"><circle cx="25" cy="32" r="14"/></clipPath></defs>
  <rect x="${-padding}" y="${-padding}" width="${64 + 2 * padding}" height="${64 + 2 * padding}" rx="${radius}" fill="#0d1224"/>
  <circle cx="25" cy="32" r="14" fill="#6355f5"/>
  <circle cx="39" cy="32" r="14" fill="#ffb020"/>
  <circle cx="39" cy="32" r="14" fill="#fff" clip-path="url(#k)"/>
</svg>`

const icons = [
  { file: 'public/icons/favicon-32.png', size: 32, svg: mark(0, 16) },
  { file: 'public/icons/apple-touch-icon.png', size: 180, svg: mark(6, 0) },
  { file: 'public/icons/icon-192.png', size: 192, svg: mark(0, 16) },
  { file: 'public/icons/icon-512.png', size: 512, svg: mark(0, 16) },
  // Maskable icons keep the mark inside the central 80 % safe zone and fill the whole square.
  { file: 'public/icons/icon-maskable-512.png', size: 512, svg: mark(14, 0) },
]

const ogImage = `
<html><body style="margin:0;width:1200px;height:630px;font-family:sans-serif;color:#fff;
  background:radial-gradient(900px 600px at 90% -10%, rgba(99,85,245,.6), transparent 60%),
  radial-gradient(600px 400px at -10% 110%, rgba(255,176,32,.3), transparent 60%) #070a14;display:flex;flex-direction:column;
  justify-content:center;padding:0 96px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:800">
    <div style="width:80px;height:80px">${mark(0, 16)}</div>Think First</div>
  <div style="margin-top:48px;display:inline-block;background:#ffb020;color:#070a14;font-weight:800;letter-spacing:.14em;
    font-size:22px;padding:10px 18px;border-radius:999px;align-self:flex-start">PROMPT ENGINEERING IS DEAD</div>
  <div style="margin-top:28px;font-size:84px;font-weight:800;letter-spacing:-2px;line-height:1">Think first, Prompt later.</div>
  <div style="margin-top:24px;font-size:32px;color:#b9bfd6">Answer = Knowledge × Questions</div>
</body></html>`

const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage()
await mkdir('public/icons', { recursive: true })
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size })
  await page.setContent(
    `<html><body style="margin:0">${icon.svg.replace('width="100%" height="100%"', `width="${icon.size}" height="${icon.size}"`)}</body></html>`,
  )
  await page.screenshot({ path: icon.file, omitBackground: true })
}
await page.setViewportSize({ width: 1200, height: 630 })
await page.setContent(ogImage)
await page.screenshot({ path: 'public/og-image.png' })
await browser.close()
console.log('Brand images written to public/')
