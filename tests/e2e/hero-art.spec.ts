import type { Locator, Page } from '@playwright/test'
import { aboutHero } from '../../src/content/about'
import { assessmentTitle } from '../../src/content/assessment'
import { contactHero } from '../../src/content/contact'
import { homeHeroVideo } from '../../src/content/home'
import { homeHero } from '../../src/content/home/hero'
import { intakeHero } from '../../src/content/intake'
import { notFoundHero } from '../../src/content/not-found'
import { resourcesHero } from '../../src/content/resources'
import { resultsHero } from '../../src/content/results'
import type { Hero } from '../../src/content/types'
import { unsubscribeHero } from '../../src/content/unsubscribe'
import { workshopHero } from '../../src/content/facilitator/tablet'
import { workshopsHero } from '../../src/content/workshops'
import { expect, test } from './fixtures'
import { afterIdle, recordRequests } from './home-helpers'
import { DOCUMENT_404 } from './routes'

/** The pages whose hero shows a drawn picture, with the hero that names it. */
const pictureHeroes: readonly [string, Hero][] = [
  ['/', homeHero],
  ['/mojo-me', assessmentTitle],
  ['/result', resultsHero],
  ['/intake', intakeHero],
  ['/contact', contactHero],
  ['/about', aboutHero],
  ['/resources', resourcesHero],
  ['/workshops', workshopsHero],
  ['/workshop', workshopHero],
  ['/unsubscribe', unsubscribeHero],
  ['/no/such/page', notFoundHero],
]

function pictureSource(hero: Hero): string {
  if (hero.art?.kind !== 'image') throw new Error(`${hero.title} names no picture`)
  return hero.art.src
}

function heroPicture(page: Page, hero: Hero): Locator {
  return page.getByRole('region', { name: hero.title }).locator(`img[src="${pictureSource(hero)}"]`)
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const [path, hero] of pictureHeroes) {
    test(`${path} shows its own picture beside the text, hidden from assistive technology`, async ({
      page,
      consoleWatch,
    }) => {
      if (hero === notFoundHero) consoleWatch.allow(DOCUMENT_404)
      await page.goto(path)
      const picture = heroPicture(page, hero)
      await expect(picture).toBeVisible()
      await expect(picture).toHaveAttribute('alt', '')
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      await expect(page.getByRole('region', { name: hero.title }).getByRole('img')).toHaveCount(0)
      const text = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const box = (await picture.boundingBox())!
      expect(box.x, 'the picture sits right of the heading').toBeGreaterThanOrEqual(text.x + text.width)
    })
  }

  test('the home hero fills its right half with the deck, clear of the text, the buttons and the video control', async ({
    page,
  }) => {
    await page.goto('/')
    const picture = heroPicture(page, homeHero)
    await expect(picture).toBeVisible()
    const box = (await picture.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(1440 / 2)
    const hero = page.getByRole('region', { name: homeHero.title })
    const controlName = new RegExp(`^(${homeHeroVideo.play}|${homeHeroVideo.pause})$`)
    const control = hero.getByRole('button', { name: controlName })
    const parts = [
      hero.getByRole('heading', { level: 1 }),
      hero.getByText(homeHero.intro),
      ...homeHero.actions.map((action) => hero.getByRole('link', { name: action.label })),
      control,
    ]
    for (const part of parts) expect(overlaps(box, (await part.boundingBox())!)).toBe(false)
    // Nothing lies over the control: a click at its centre reaches it.
    const centre = (await control.boundingBox())!
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label'),
      [centre.x + centre.width / 2, centre.y + centre.height / 2],
    )
    expect(onTop).toMatch(controlName)
  })

  test('the picture arriving late moves nothing on the page', async ({ page }) => {
    // Held back until the page has painted, as on a slow network. /workshop's text is shorter than its
    // picture, so a box not reserved ahead would grow the hero and push everything under it.
    await page.route(pictureSource(workshopHero), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto('/workshop')
    const picture = heroPicture(page, workshopHero)
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            ),
          ).observe({ type: 'layout-shift', buffered: true })
          // With no shift at all the observer never calls back.
          setTimeout(() => resolve(0), 500)
        }),
    )
    expect(shift).toBe(0)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the pictures are not shown and not even downloaded', async ({ page }) => {
    const requests = recordRequests(page)
    for (const path of ['/', '/mojo-me', '/contact']) {
      await page.goto(path)
      await afterIdle(page)
    }
    const sources = pictureHeroes.map(([, hero]) => pictureSource(hero))
    expect(requests.filter((url) => sources.includes(new URL(url).pathname))).toEqual([])
  })
})
