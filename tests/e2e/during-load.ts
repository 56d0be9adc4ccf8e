/**
 * What the input-during-load specs share. The least patient visitor: fields are typed, chosen and sent at
 * machine speed (as autofill or a fast typist would) from the moment they appear on screen, on a normal and on
 * a 4x slower CPU (five fresh visits at 1x, three at 4x), each visit starting a little later than the last so
 * that together they sweep the app's start from before it runs to after it has. Whatever the timing, nothing
 * entered may be lost, and the app must agree with what the page shows: its buttons enable by the rules and
 * it sends or keeps exactly what was entered.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'
import { APP_CODE, expect, test } from './fixtures'
import { freshVisit, isLive } from './first-visit'

/**
 * Visits per sweep at each CPU rate. The first visit of each is held until its first input (surely before the
 * app runs); the rest start later and later, across the same share of the app's start at both rates (the
 * span grows with the slowdown), so together they land before, during and after it.
 */
export const RUNS_AT = { 1: 5, 4: 3 } as const
/** How far into the app's start the last visit of a sweep begins, at 1x; at 4x, four times as far. */
export const SWEEP_SPAN_MS = 540
export const CPU_RATES = [1, 4] as const
export type CpuRate = (typeof CPU_RATES)[number]

/** How much later each visit of a sweep starts than the one before it. */
export function sweepStepMs(rate: CpuRate): number {
  return (SWEEP_SPAN_MS * rate) / (RUNS_AT[rate] - 1)
}

/** Opens `path` and returns as soon as the response starts: the visitor acts the moment a field shows. */
export async function openLoading(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' })
}

/**
 * Runs `visit` in fresh profiles, as many times as the sweep at `rate` has visits, and counts the visits that report their input began before the
 * app ran.
 */
export async function repeatVisits(
  browser: Browser,
  baseURL: string | undefined,
  rate: CpuRate,
  visit: (page: Page, run: number) => Promise<boolean>,
  options?: BrowserContextOptions,
): Promise<number> {
  let early = 0
  const runs = RUNS_AT[rate]
  for (let run = 0; run < runs; run++) {
    const { page, errors, close } = await freshVisit(browser, baseURL, rate, options)
    try {
      if (run === 0) await holdAppUntilFirstInput(page)
      await test.step(`visit ${run + 1} of ${runs}`, async () => {
        if (await visit(page, run)) early++
        expect(errors, 'console errors and uncaught exceptions').toEqual([])
      })
    } finally {
      await close()
    }
  }
  return early
}

/**
 * Holds the app's code back until the visitor's first keystroke or choice: the sweep's first visit then surely
 * begins its input before the app runs, however fast the machine (the rest of its input lands as it starts).
 */
export async function holdAppUntilFirstInput(page: Page): Promise<void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.exposeFunction('releaseAppCode', () => release())
  await page.addInitScript(() =>
    addEventListener('input', () => (window as unknown as { releaseAppCode: () => void }).releaseAppCode(), {
      once: true,
      capture: true,
    }),
  )
  await page.route(APP_CODE, async (route) => {
    await released
    await route.continue()
  })
}

/**
 * Waits for the field to show, then for the visit's place in the sweep: the first visit starts at once, each
 * next one a sweep step later, so the visits' input lands before, during and after
 * the app's start instead of always at the same moment of it. Tells whether the app is still to run the field.
 */
export async function startTyping(field: Locator, run: number, rate: CpuRate): Promise<boolean> {
  await field.waitFor()
  await new Promise((resolve) => setTimeout(resolve, run * sweepStepMs(rate)))
  return !(await isLive(field))
}

/** The first visits type before the app runs, or the test would check nothing the issue is about. */
export function expectRaced(early: number, rate: CpuRate): void {
  const description = `${early} of ${RUNS_AT[rate]}`
  test.info().annotations.push({ type: 'input began before the app ran', description })
  expect(early, 'visits whose input began before the app ran').toBeGreaterThan(0)
}

/**
 * The sweeps of one page at each CPU rate: fresh visits, each up to ~13 s at 4x on a busy machine, so a time
 * limit per visit, not a race against the machine's load, and one visit's more for what a test does once.
 */
export function describeSweeps(define: (rate: CpuRate) => void): void {
  for (const rate of CPU_RATES) {
    test.describe(`at ${rate}x CPU, from the first paint`, () => {
      test.describe.configure({ timeout: (RUNS_AT[rate] + 1) * 30_000 })
      define(rate)
    })
  }
}
