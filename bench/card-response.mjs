/**
 * How quickly MojoMe answers a key press: the time from pressing → on a card to the next card being
 * painted, under 4x CPU slowdown. Reduced motion is emulated so the 200 ms fly-out is not counted.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'
import { median } from './lighthouse-audit.mjs'

const CPU_SLOWDOWN = 4
const CHOICES = 15

/** Resolves with ms from the next keydown to the first frame painted after the card changed. */
function armProbe() {
  return new Promise((resolve) => {
    let start = 0
    window.addEventListener('keydown', (event) => (start = event.timeStamp), { capture: true, once: true })
    const before = document.querySelector('[data-card-id]')?.getAttribute('data-card-id')
    const observer = new MutationObserver(() => {
      const now = document.querySelector('[data-card-id]')?.getAttribute('data-card-id')
      if (!now || now === before) return
      observer.disconnect()
      // The frame after the change is the one that shows it.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  })
}

/** The median and every sample, in milliseconds. */
export async function measureCardResponse(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${origin}/mojo-me`)
    // The prerendered button only works once React has hydrated the page (its heading carries React's keys).
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
    )
    // On a fresh visit the title's only button in the page content is Start Discovery.
    await page.locator('main button').first().click()
    await page.locator('[data-card-id]').waitFor()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const samples = []
    for (let choice = 0; choice < CHOICES; choice++) {
      const probe = page.evaluate(armProbe)
      // Let the probe's listeners attach before the key is pressed.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
      await page.keyboard.press(choice % 2 ? 'ArrowLeft' : 'ArrowRight')
      samples.push(Math.round(await probe))
    }
    return { medianMs: median(samples), samples, cpuSlowdown: CPU_SLOWDOWN }
  } finally {
    await browser.close()
  }
}
