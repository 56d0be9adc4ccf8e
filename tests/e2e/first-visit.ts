/**
 * A first visit in its own browser profile, on a throttled CPU, with what its page logged as errors; and
 * whether the app owns an element of it yet. Shared by the specs that act while a page becomes live.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'

export interface Visit {
  page: Page
  /** Errors the page logged or threw during the visit. */
  errors: string[]
  close: () => Promise<void>
}

/** A first visit in its own browser profile, on a CPU `rate` times slower than this machine's. */
export async function freshVisit(
  browser: Browser,
  baseURL: string | undefined,
  rate: number,
  options: BrowserContextOptions = {},
): Promise<Visit> {
  // No service worker: every visit loads the page the same way, from the network.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { page, errors, close: () => context.close() }
}

/** Whether React owns the element yet (it keeps its keys on the elements it has hydrated). */
export function isLive(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))
}
