/**
 * What the taps-during-load specs share: first visits on a throttled CPU, and the moments of a page's start a
 * press lands at, found by events, never by waiting a while: the moment the page has painted while its entry
 * script is still on its way (nothing of the app has run), while the app's code is still held back (the entry
 * script has run), and the moment the app's code has been asked for (so the press lands somewhere in its
 * start). On a 4x slower CPU the last moment again, as the CPU's speed moves where in the start it lands.
 */
import type { Browser, Page } from '@playwright/test'
import { APP_CODE, expect } from './fixtures'
import { PHONE } from './assessment-helpers'
import { freshVisit } from './first-visit'

export const CPU_RATES = [1, 4] as const
/**
 * How long what a press does may take to show: on a 4x slower CPU, on a machine busy with other work, the
 * app's start alone can take many seconds. A ceiling for the event, not a wait.
 */
export const settles = expect.configure({ timeout: 40_000 })
export const MOMENTS = [
  'as the page paints, before its entry script runs',
  'while the app code is held',
  'as the app starts',
] as const
export type Moment = (typeof MOMENTS)[number]
/** The moments pressed at each CPU rate: the first two are fixed by events, which a slower CPU only delays. */
export const MOMENTS_AT: Record<(typeof CPU_RATES)[number], readonly Moment[]> = {
  1: MOMENTS,
  4: ['as the app starts'],
}

/** The page's entry script (src/main.tsx): holding it back keeps the page as plain HTML. */
export const ENTRY_CODE = /\/assets\/index-[\w-]+\.js$/

/** A first visit on a CPU `rate` times slower, as a phone where asked. */
export function freshPage(browser: Browser, baseURL: string | undefined, rate: number, phone = false) {
  return freshVisit(browser, baseURL, rate, {
    // The video then waits for a press instead of starting by itself once the page is idle.
    reducedMotion: 'reduce',
    ...(phone ? { viewport: PHONE, hasTouch: true } : {}),
  })
}

/**
 * Opens `path` and returns at `moment`, with a function that lets the held code arrive: before the entry
 * script runs, once the page has painted its first content with the entry script held back; otherwise once
 * the entry script has run and asked for the app's code (so taps are kept from then on), that code held
 * back, or, at "as the app starts", arriving at once.
 */
export async function openAtMoment(page: Page, path: string, moment: Moment): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  if (moment === 'as the page paints, before its entry script runs') {
    await page.route(ENTRY_CODE, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    return release
  }
  let asked = () => {}
  const appAsked = new Promise<void>((resolve) => (asked = resolve))
  await page.route(APP_CODE, async (route) => {
    asked()
    if (moment === 'while the app code is held') await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  await appAsked
  return release
}
