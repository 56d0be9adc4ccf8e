import {
  homeClosing,
  homeLogoStrip,
  homePromo,
  homeSectionTitles,
  homeTestimonials,
} from '../../src/content/home'
import { homeHero } from '../../src/content/home/hero'
import { clientLogos } from '../../src/content/home/logos'
import { expect, test, waitForHydration } from './fixtures'
import { logoStrip, marqueeAnimation } from './home-helpers'

test('the sections come in page order, under the hero', async ({ page }) => {
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

test('the sections after the first two are laid out only as they near the screen', async ({ page }) => {
  await page.goto('/')
  const skipped = await page
    .locator('main section')
    .evaluateAll((all) =>
      all
        .filter((section) => !section.parentElement?.closest('section'))
        .map((section) => getComputedStyle(section).contentVisibility === 'auto'),
    )
  expect(skipped).toEqual(skipped.map((_, index) => index >= 2))
  expect(skipped.length).toBeGreaterThan(4)
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
