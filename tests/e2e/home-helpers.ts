import type { Page } from '@playwright/test'
import { homeLogoStrip } from '../../src/content/home'

export const THIRD_PARTY_VIDEO = /youtube|ytimg|googlevideo/
export const HERO_VIDEO_FILE = /\/media\/home-hero\.(webm|mp4)/

/** Every address the page asks for, in order. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** Resolves once the browser has been idle, so work the page defers to idle time has run. */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  )
}

export function logoStrip(page: Page) {
  return page.getByRole('region', { name: homeLogoStrip.listLabel })
}

export function marqueeAnimation(page: Page) {
  return logoStrip(page)
    .locator('.logo-marquee-track')
    .evaluate((track) => {
      const style = getComputedStyle(track)
      return { name: style.animationName, state: style.animationPlayState }
    })
}
