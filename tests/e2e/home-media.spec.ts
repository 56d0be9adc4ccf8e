import AxeBuilder from '@axe-core/playwright'
import { homeHeroVideo, homeLecture, homeLogoStrip, homeTestimonials } from '../../src/content/home'
import { site } from '../../src/content/site'
import { expect, scrollThrough, test, waitForHydration } from './fixtures'
import {
  afterIdle,
  HERO_VIDEO_FILE,
  logoStrip,
  marqueeAnimation,
  recordRequests,
  THIRD_PARTY_VIDEO,
} from './home-helpers'

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

test('until its id is set, the lecture says it is coming soon and never contacts the video service', async ({
  page,
}) => {
  expect(site.lectureVideoId, 'this build leaves the lecture unset').toBeNull()
  const requests = recordRequests(page)
  await page.goto('/')
  await waitForHydration(page)
  const lecture = page.getByRole('region', { name: homeLecture.title })
  await lecture.scrollIntoViewIfNeeded()
  await expect(lecture.locator(`img[src="${homeLecture.thumbnail.src}"]`)).toBeVisible()
  await expect(lecture.getByText(homeLecture.comingSoon)).toBeVisible()
  await expect(lecture.getByText(homeLecture.comingSoonNote)).toBeVisible()
  await expect(lecture.getByRole('button')).toHaveCount(0)
  await expect(lecture.locator('iframe')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(requests.filter((url) => THIRD_PARTY_VIDEO.test(url))).toEqual([])

  await scrollThrough(page)
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map(({ id }) => id)).toEqual([])
})
