/**
 * Taps and sendings while a page becomes live: every button and form a visitor can reach before the app is
 * live, pressed at three moments found by events, never by waiting a while: the moment the page has painted
 * while its entry script is still on its way (nothing of the app has run), while the app's code is still held
 * back (the entry script has run), and the moment the app's code has been asked for (so the press lands
 * somewhere in its start). On a 4x slower CPU the last moment again, as the CPU's speed moves where in the
 * start it lands. Whatever the moment, the press does what it says, once.
 */
import type { Browser, Locator, Page } from '@playwright/test'
import { homeHeroVideo } from '../../src/content/home'
import { navCopy } from '../../src/content/nav'
import { carouselSection, systemsSection } from '../../src/content/product'
import { boxItems } from '../../src/content/product/box'
import { personas } from '../../src/content/product/personas'
import { thinkingSystems } from '../../src/content/product/systems'
import {
  pinErrors,
  pinGateCopy,
  runningWorkshopCopy,
  startWorkshopCopy,
} from '../../src/content/facilitator/tablet'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { currentCard, PHONE, startButton } from './assessment-helpers'
import { APP_CODE, expect, holdRequests, test } from './fixtures'
import { lockFacilitatorPages, PIN, startWorkshop, WORKSHOP } from './workshop-helpers'

const CPU_RATES = [1, 4] as const
/**
 * How long what a press does may take to show: on a 4x slower CPU, on a machine busy with other work, the
 * app's start alone can take many seconds. A ceiling for the event, not a wait.
 */
const settles = expect.configure({ timeout: 40_000 })
const MOMENTS = [
  'as the page paints, before its entry script runs',
  'while the app code is held',
  'as the app starts',
] as const
type Moment = (typeof MOMENTS)[number]
/** The moments pressed at each CPU rate: the first two are fixed by events, which a slower CPU only delays. */
const MOMENTS_AT: Record<(typeof CPU_RATES)[number], readonly Moment[]> = {
  1: MOMENTS,
  4: ['as the app starts'],
}

/** The page's entry script (src/main.tsx): holding it back keeps the page as plain HTML. */
const ENTRY_CODE = /\/assets\/index-[\w-]+\.js$/

interface TapCase {
  name: string
  path: string
  phone?: boolean
  control: (page: Page) => Locator
  /** What the page shows once the tap has been carried out. */
  done: (page: Page) => Promise<void>
}

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading })
const boxItem = (page: Page) =>
  section(page, "What's in the Box")
    .locator('details')
    .filter({ has: page.getByText(boxItems[2]!.item, { exact: true }) })
const systemButton = (page: Page) =>
  section(page, systemsSection.heading).getByRole('button', { name: thinkingSystems[2]!.title })

const tapCases: TapCase[] = [
  {
    // Native <details name>: it opens without the app, so the tap needs nothing kept.
    name: '/product: a "What\'s in the Box" item opens',
    path: '/product',
    control: (page) => boxItem(page).locator('summary'),
    done: async (page) => {
      await settles(boxItem(page)).toHaveAttribute('open')
      await settles(page.getByText(boxItems[2]!.details[0]!, { exact: true })).toBeVisible()
    },
  },
  {
    name: '/product: a thinking system is chosen',
    path: '/product',
    control: systemButton,
    done: (page) => settles(systemButton(page)).toHaveAttribute('aria-pressed', 'true'),
  },
  {
    name: '/product: the carousel moves on',
    path: '/product',
    control: (page) => page.getByRole('button', { name: carouselSection.next }),
    done: (page) =>
      settles(
        page.getByRole('group', { name: carouselSection.carouselLabel }).getByRole('status'),
      ).toContainText(personas[1]!.name),
  },
  {
    name: 'the phone menu opens',
    path: '/about',
    phone: true,
    control: (page) => page.getByRole('button', { name: navCopy.openMenu }),
    done: (page) => settles(page.locator('#site-menu')).toBeVisible(),
  },
  {
    name: '/: the background video starts',
    path: '/',
    control: (page) => page.getByRole('button', { name: homeHeroVideo.play }),
    done: (page) => settles(page.getByRole('button', { name: homeHeroVideo.pause })).toBeVisible(),
  },
  {
    name: '/mojo-me: Start begins the assessment',
    path: '/mojo-me',
    control: startButton,
    done: (page) => settles(currentCard(page)).toBeVisible(),
  },
]

/** A first visit in its own profile, on a CPU `rate` times slower than this machine's. */
async function freshPage(browser: Browser, baseURL: string | undefined, rate: number, phone = false) {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    // The video then waits for a press instead of starting by itself once the page is idle.
    reducedMotion: 'reduce',
    ...(phone ? { viewport: PHONE, hasTouch: true } : {}),
  })
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

/**
 * Opens `path` and returns at `moment`, with a function that lets the held code arrive: before the entry
 * script runs, once the page has painted its first content with the entry script held back; otherwise once
 * the entry script has run and asked for the app's code (so taps are kept from then on), that code held
 * back, or, at "as the app starts", arriving at once.
 */
async function openAtMoment(page: Page, path: string, moment: Moment): Promise<() => void> {
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

function isLive(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))
}

for (const rate of CPU_RATES) {
  test.describe(`at ${rate}x CPU`, () => {
    test.describe.configure({ timeout: tapCases.length * 60_000 })

    for (const moment of MOMENTS_AT[rate]) {
      test(`every button a visitor can tap does what it says, tapped ${moment}`, async ({
        browser,
        baseURL,
      }) => {
        for (const tap of tapCases) {
          await test.step(tap.name, async () => {
            const { page, errors, close } = await freshPage(browser, baseURL, rate, tap.phone)
            try {
              const release = await openAtMoment(page, tap.path, moment)
              await tap.control(page).waitFor()
              if (moment !== 'as the app starts')
                expect(await isLive(tap.control(page)), 'tapped before the app ran').toBe(false)
              await tap.control(page).click()
              release()
              await tap.done(page)
              expect(errors, 'console errors and uncaught exceptions').toEqual([])
            } finally {
              await close()
            }
          })
        }
      })

      test(`/workshop: started, unlocked with the PIN and ended, each form used ${moment}`, async ({
        browser,
        baseURL,
      }) => {
        const { page, errors, close } = await freshPage(browser, baseURL, rate)
        try {
          let release = await openAtMoment(page, '/workshop', moment)
          const start = page.getByRole('form', { name: startWorkshopCopy.title })
          await start.getByLabel(startWorkshopCopy.labels.name).fill(WORKSHOP)
          await start.getByLabel(startWorkshopCopy.labels.pin, { exact: true }).fill(PIN)
          await start.getByLabel(startWorkshopCopy.labels.confirmPin).fill(PIN)
          await start.getByLabel(startWorkshopCopy.labels.confirmPin).press('Enter')
          release()
          await settles(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
          await lockFacilitatorPages(page)
          await page.unrouteAll()

          // The PIN, typed into the PIN field on screen at paint (the start form, until the app has read the
          // workshop) and sent with Enter.
          release = await openAtMoment(page, '/workshop', moment)
          const pinField = page.getByLabel(pinGateCopy.label, { exact: true })
          await pinField.fill(PIN)
          await pinField.press('Enter')
          release()
          await settles(page.getByRole('button', { name: pinGateCopy.lock, exact: true })).toBeVisible()
          await expect(page.getByText(pinErrors.wrong)).toBeHidden()
          expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.pinFailures)).toBeNull()

          await page.getByRole('button', { name: runningWorkshopCopy.end }).click()
          await settles(page.getByRole('form', { name: startWorkshopCopy.title })).toBeVisible()
          expect(errors, 'console errors and uncaught exceptions').toEqual([])
        } finally {
          await close()
        }
      })
    }
  })
}

/** The code of the home hero's background video, a part that hydrates once the page is live. */
const HERO_VIDEO_CODE = /\/assets\/hero-video-[\w-]+\.js$/

for (const rate of CPU_RATES) {
  test(`at ${rate}x CPU, a tap on a part that hydrates after the page is live waits for its code`, async ({
    browser,
    baseURL,
  }) => {
    const { page, errors, close } = await freshPage(browser, baseURL, rate)
    try {
      const release = await holdRequests(page, HERO_VIDEO_CODE)
      await page.goto('/', { waitUntil: 'commit' })
      await settles(page.locator('html[data-page-live]')).toBeAttached()
      const play = page.getByRole('button', { name: homeHeroVideo.play })
      expect(await isLive(play), 'tapped before its part hydrated').toBe(false)
      await play.click()
      release()
      await settles(page.getByRole('button', { name: homeHeroVideo.pause })).toBeVisible()
      await expect(page.locator('[data-hydrates-later]')).toHaveCount(0)
      expect(errors, 'console errors and uncaught exceptions').toEqual([])
    } finally {
      await close()
    }
  })
}

test.describe('the facilitator PIN, typed before the app has read the workshop', () => {
  test.beforeEach(async ({ page }) => {
    await startWorkshop(page)
    await lockFacilitatorPages(page)
  })

  test('sent: it is checked once the workshop is read, and opens the page', async ({ page }) => {
    const release = await openAtMoment(page, '/workshop', 'while the app code is held')
    const pinField = page.getByLabel(pinGateCopy.label, { exact: true })
    await pinField.fill(PIN)
    await pinField.press('Enter')
    release()
    await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
    await expect(page.getByText(pinErrors.wrong)).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.pinFailures)).toBeNull()
  })

  test('typed only: the PIN form keeps it, and Enter opens the page', async ({ page }) => {
    const release = await openAtMoment(page, '/workshop', 'while the app code is held')
    await page.getByLabel(pinGateCopy.label, { exact: true }).fill(PIN)
    release()
    const gate = page.getByRole('form', { name: pinGateCopy.title })
    await expect(gate.getByLabel(pinGateCopy.label)).toHaveValue(PIN)
    await expect(gate.getByLabel(pinGateCopy.label)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
  })

  test('sent as the page paints, before any of its script ran: the same page opens', async ({ page }) => {
    const release = await openAtMoment(page, '/workshop', 'as the page paints, before its entry script runs')
    const pinField = page.getByLabel(pinGateCopy.label, { exact: true })
    await pinField.fill(PIN)
    // A mark on this document: a page load (the form posted) would lose it.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await pinField.press('Enter')
    release()
    await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
    await expect(page.getByText(pinErrors.wrong)).toBeHidden()
    expect(await page.evaluate(() => 'samePage' in window), 'the page was not reloaded').toBe(true)
  })
})

test('/product: a "What\'s in the Box" item opens before any of the page\'s script has run', async ({
  page,
}) => {
  const release = await holdRequests(page, ENTRY_CODE)
  await page.goto('/product', { waitUntil: 'commit' })
  await boxItem(page).locator('summary').click()
  await expect(boxItem(page)).toHaveAttribute('open')
  await expect(page.getByText(boxItems[2]!.details[0]!, { exact: true })).toBeVisible()
  release()
})
