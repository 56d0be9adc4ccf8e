/**
 * Taps and sendings while a page becomes live: every button and form a visitor can reach before the app is
 * live, pressed at each moment of its start (tests/e2e/taps-moments.ts). Whatever the moment, the press does what
 * it says, once. The facilitator's forms on /workshop are in taps-during-load-workshop.spec.ts.
 */
import type { Locator, Page } from '@playwright/test'
import { homeHeroVideo } from '../../src/content/home'
import { navCopy } from '../../src/content/nav'
import { carouselSection, systemsSection } from '../../src/content/product'
import { boxItems } from '../../src/content/product/box'
import { personas } from '../../src/content/product/personas'
import { thinkingSystems } from '../../src/content/product/systems'
import { currentCard, startButton } from './assessment-helpers'
import { expect, holdRequests, test } from './fixtures'
import { CPU_RATES, ENTRY_CODE, freshPage, MOMENTS_AT, openAtMoment, settles } from './taps-moments'
import { isLive } from './first-visit'

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
