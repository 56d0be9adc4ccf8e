import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  homeClosing,
  homeHero,
  homeHeroVideo,
  homeLecture,
  homeLogoStrip,
  homePromo,
  homeSectionTitles,
  homeTestimonials,
} from '../../src/content/home'
import { clientLogos } from '../../src/content/home-logos'
import { site } from '../../src/content/site'
import { lectureEmbedUrl } from '../../src/domain/home-media'
import { expect, test, waitForHydration } from './fixtures'

const THIRD_PARTY_VIDEO = /youtube|ytimg|googlevideo/
const HERO_VIDEO_FILE = /\/media\/home-hero\.(webm|mp4)/

/** Every address the page asks for, in order. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** Resolves once the browser has been idle, so work the page defers to idle time has run. */
async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  )
}

function logoStrip(page: Page) {
  return page.getByRole('region', { name: homeLogoStrip.listLabel })
}

function marqueeAnimation(page: Page) {
  return logoStrip(page)
    .locator('.logo-marquee-track')
    .evaluate((track) => {
      const style = getComputedStyle(track)
      return { name: style.animationName, state: style.animationPlayState }
    })
}

test('the sections come in the order SPEC.md gives, under the hero', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(homeHero.title)
  await expect(main.getByText(homeHero.eyebrow!, { exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([...homeSectionTitles])
  for (const action of homeHero.actions) {
    await expect(main.getByRole('link', { name: action.label }).first()).toHaveAttribute(
      'href',
      'to' in action ? action.to : action.href,
    )
  }
})

test('the promo and the closing section carry their notes and lead to MojoMe', async ({ page }) => {
  await page.goto('/')
  const promo = page.getByRole('region', { name: homePromo.title })
  await expect(promo.getByRole('list', { name: homePromo.notesLabel }).getByRole('listitem')).toHaveText([
    ...homePromo.notes,
  ])
  await expect(promo.getByRole('link', { name: homePromo.action.label })).toHaveAttribute('href', '/mojo-me')

  const closing = page.getByRole('region', { name: homeClosing.title })
  await expect(closing).toContainText(homeClosing.note)
  for (const action of homeClosing.actions) {
    await expect(closing.getByRole('link', { name: action.label })).toHaveAttribute('href', action.to)
  }
  await waitForHydration(page)
  await closing.getByRole('link', { name: homeClosing.actions[0]!.label }).click()
  await expect(page).toHaveURL('/mojo-me')
})

test('the logo strip lists every organisation twice, the second pass hidden from assistive technology', async ({
  page,
}) => {
  await page.goto('/')
  const strip = logoStrip(page)
  await expect(strip.locator('img')).toHaveCount(clientLogos.length * 2)
  await expect(strip.getByRole('img')).toHaveCount(clientLogos.length)
  for (const logo of clientLogos) {
    await expect(strip.getByRole('img', { name: logo.name, exact: true })).toHaveAttribute('src', logo.src)
  }
  const copy = strip.locator('ul[aria-hidden="true"]')
  await expect(copy).toHaveCount(1)
  await expect(copy).toHaveAttribute('inert', '')
  const sizes = await strip
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => [
        image.getAttribute('width'),
        image.getAttribute('height'),
        image.getAttribute('loading'),
      ]),
    )
  expect(new Set(sizes.map((size) => size.join('x')))).toEqual(new Set(['200x56xlazy']))
})

test('the logo strip moves, and stops on hover and with its pause button', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  expect(await marqueeAnimation(page)).toEqual({ name: 'logo-marquee', state: 'running' })

  await logoStrip(page).hover()
  await expect.poll(async () => (await marqueeAnimation(page)).state).toBe('paused')
  await page.mouse.move(0, 0)
  await expect.poll(async () => (await marqueeAnimation(page)).state).toBe('running')

  await page.getByRole('button', { name: homeLogoStrip.pause }).click()
  await expect.poll(async () => (await marqueeAnimation(page)).state).toBe('paused')
  await page.getByRole('button', { name: homeLogoStrip.play }).click()
  await expect.poll(async () => (await marqueeAnimation(page)).state).toBe('running')
})

test('a logo that fails to load is only logged', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource/)
  const broken = clientLogos[3]!
  await page.route(`**${broken.src}`, (route) => route.abort())
  await page.goto('/')
  await waitForHydration(page)
  await logoStrip(page).scrollIntoViewIfNeeded()
  await expect
    .poll(() => consoleWatch.lines.filter((line) => line.includes(broken.src)))
    .toEqual([`warning: ${homeLogoStrip.loadFailed} ${broken.src}`])
  await expect(logoStrip(page).getByRole('img', { name: clientLogos[4]!.name })).toBeVisible()
})

test('the hero video loops muted with a poster, and its control pauses and resumes it', async ({ page }) => {
  await page.goto('/')
  const video = page.locator('video')
  await expect(video).toHaveAttribute('poster', homeHeroVideo.poster)
  await expect(video).toHaveAttribute('preload', 'none')
  expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([
    true,
    true,
  ])

  const pause = page.getByRole('button', { name: homeHeroVideo.pause })
  await expect(pause).toBeVisible()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  await pause.click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  const play = page.getByRole('button', { name: homeHeroVideo.play })
  await expect(play).toBeFocused()
  await play.click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  await expect(page.getByRole('button', { name: homeHeroVideo.pause })).toBeVisible()
})

test('the hero video rests while scrolled away, and stays paused if the visitor paused it', async ({
  page,
}) => {
  await page.goto('/')
  const video = page.locator('video')
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused)
  await expect.poll(paused).toBe(false)
  await page.getByRole('region', { name: homeTestimonials.title }).scrollIntoViewIfNeeded()
  await expect.poll(paused).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(paused).toBe(false)

  await page.getByRole('button', { name: homeHeroVideo.pause }).click()
  await page.getByRole('region', { name: homeTestimonials.title }).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByRole('button', { name: homeHeroVideo.play })).toBeVisible()
  expect(await paused()).toBe(true)
})

test.describe('under reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('the video does not start and is not downloaded; the poster stays', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/')
    await waitForHydration(page)
    await afterIdle(page)
    await expect(page.getByRole('button', { name: homeHeroVideo.play })).toBeVisible()
    expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    expect(requests.filter((url) => HERO_VIDEO_FILE.test(url))).toEqual([])
  })

  test('the logo strip stands still, shows one pass and scrolls by keyboard', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    expect((await marqueeAnimation(page)).name).toBe('none')
    await expect(page.getByRole('button', { name: homeLogoStrip.pause })).toBeHidden()
    const strip = logoStrip(page)
    await expect(strip.locator('ul[aria-hidden="true"]')).toBeHidden()
    await strip.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })
})

test('with Save-Data on, the video does not start', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  )
  const requests = recordRequests(page)
  await page.goto('/')
  await waitForHydration(page)
  await afterIdle(page)
  await expect(page.getByRole('button', { name: homeHeroVideo.play })).toBeVisible()
  expect(requests.filter((url) => HERO_VIDEO_FILE.test(url))).toEqual([])
})

test('the lecture contacts the video service only after the visitor presses play', async ({ page }) => {
  // The embed is answered locally: the test checks what is asked for, not the video service itself.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Lecture</title>' }),
  )
  const requests = recordRequests(page)
  await page.goto('/')
  await waitForHydration(page)
  const lecture = page.getByRole('region', { name: homeLecture.title })
  await lecture.scrollIntoViewIfNeeded()
  await expect(lecture.getByRole('img')).toHaveCount(0)
  await expect(lecture.locator(`img[src="${homeLecture.thumbnail.src}"]`)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests.filter((url) => THIRD_PARTY_VIDEO.test(url))).toEqual([])
  await expect(lecture.locator('iframe')).toHaveCount(0)

  const play = lecture.getByRole('button', { name: /Play/ })
  await expect(play).toHaveAccessibleName(homeLecture.play)
  await play.click()
  const frame = lecture.locator('iframe')
  await expect(frame).toHaveAttribute('src', lectureEmbedUrl(site.lectureVideoId))
  await expect(frame).toHaveAttribute('title', homeLecture.videoTitle)
  await expect(frame).toBeFocused()
  await expect(play).toHaveCount(0)
  expect(requests.some((url) => url.startsWith(lectureEmbedUrl(site.lectureVideoId)))).toBe(true)

  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map(({ id }) => id)).toEqual([])
})

test('four testimonials, each a quotation with its archetype and role', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: homeTestimonials.title })
  const figures = section.getByRole('figure')
  await expect(figures).toHaveCount(4)
  for (const [index, testimonial] of homeTestimonials.items.entries()) {
    const figure = figures.nth(index)
    await expect(figure.locator('blockquote')).toHaveText(testimonial.quote)
    await expect(figure.locator('figcaption')).toContainText(testimonial.archetype)
    await expect(figure.locator('figcaption')).toContainText(testimonial.role)
  }
})
