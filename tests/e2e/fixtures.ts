import { test as base, expect, type Page } from '@playwright/test'

export interface ConsoleWatch {
  /** Errors the page reported: console.error lines and uncaught exceptions. */
  errors: string[]
  /** Everything the page logged, as "type: text". */
  lines: string[]
  /** Accept console errors matching this pattern (for example the browser's own line for a 404 document). */
  allow(pattern: RegExp): void
}

/** Every test fails if the page logs an error or throws, unless the test says which error it expects. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = []
      const watch: ConsoleWatch = { errors: [], lines: [], allow: (pattern) => allowed.push(pattern) }
      page.on('console', (message) => {
        watch.lines.push(`${message.type()}: ${message.text()}`)
        if (message.type() === 'error') watch.errors.push(message.text())
      })
      page.on('pageerror', (error) => watch.errors.push(`Uncaught: ${error.message}`))
      await use(watch)
      const unexpected = watch.errors.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until a service worker controls the page and has finished installing its precache. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
    return registration.active?.state
  })
}

/** Whether React has hydrated the page's heading (React keeps its keys on the elements it owns). */
export function isHydrated(page: Page): Promise<boolean> {
  return page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))
}

/** Waits until React has hydrated the page's heading, so client-side navigation is live. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page)).toBe(true)
}

/** The app's start-up code: holding it back keeps a page exactly as the browser first shows it. */
export const APP_CODE = /\/assets\/start-app-[\w-]+\.js$/

/** Keeps the files `pattern` matches from arriving until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

/** Keeps the app code from arriving until the returned function is called. */
export function holdAppCode(page: Page): Promise<() => void> {
  return holdRequests(page, APP_CODE)
}

/**
 * Scrolls through the whole page and back to the top, as a reader would, before an axe scan, and keeps every
 * section rendered for it: sections below the first screen skip rendering until they near the viewport
 * (content-visibility: auto), and axe checks contrast on what is rendered.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' })
      await nextFrame()
    }
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    window.scrollTo({ top: 0, behavior: 'instant' })
    await nextFrame()
  })
}
