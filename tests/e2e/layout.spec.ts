import { footerColumns, navCallToAction, navCopy, primaryNav } from '../../src/content/nav'
import { site } from '../../src/content/site'
import { expect, holdAppCode, isHydrated, test, waitForHydration } from './fixtures'

test.describe('top bar', () => {
  test('is a fixed banner exactly 100 px high with the main links and the call to action', async ({
    page,
  }) => {
    await page.goto('/product')
    const banner = page.getByRole('banner')
    await expect(banner).toBeVisible()
    expect((await banner.boundingBox())?.height).toBe(100)
    const nav = banner.getByRole('navigation', { name: 'Main' })
    for (const link of primaryNav) {
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.to)
    }
    await expect(nav.getByRole('link', { name: navCallToAction.name })).toHaveAttribute('href', '/mojo-me')
    await page.mouse.wheel(0, 400)
    await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0)
  })

  test('every nav link leads to its page', async ({ page }) => {
    await page.goto('/')
    for (const link of [...primaryNav, navCallToAction]) {
      await page.getByRole('banner').getByRole('link', { name: link.name, exact: true }).click()
      await expect(page).toHaveURL(link.to)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  for (const path of ['/', '/workshops']) {
    test(`on ${path} it is transparent until the page scrolls past 50 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 600 })
      await page.goto(path)
      const banner = page.getByRole('banner')
      await expect(banner).toHaveAttribute('data-solid', 'false')
      await expect(banner).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await page.evaluate(() => window.scrollTo(0, 50))
      await expect(banner).toHaveAttribute('data-solid', 'false')
      await page.evaluate(() => window.scrollTo(0, 51))
      await expect(banner).toHaveAttribute('data-solid', 'true')
      await expect(banner).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(banner).toHaveAttribute('data-solid', 'false')
    })
  }

  for (const path of ['/product', '/contact', '/legal/privacy']) {
    test(`on ${path} it is always solid`, async ({ page }) => {
      await page.goto(path)
      const banner = page.getByRole('banner')
      await expect(banner).toHaveAttribute('data-solid', 'true')
      await expect(banner).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    })
  }
})

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('opens, closes on Escape and returns focus, and closes on navigation', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Workshops' })).toBeHidden()
    const button = banner.getByRole('button', { name: /menu/i })
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(banner.getByRole('link', { name: 'Workshops' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(banner.getByRole('link', { name: 'Workshops' })).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await banner.getByRole('link', { name: 'Resources' }).click()
    await expect(page).toHaveURL('/resources')
    await expect(banner.getByRole('link', { name: 'Resources' })).toBeHidden()
    await expect(banner.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    await expect(banner.getByRole('link', { name: 'Workshops' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(banner.getByRole('link', { name: 'Workshops' })).toBeHidden()
  })

  test('opens on a tap before the app has loaded, and the app then agrees it is open', async ({ page }) => {
    const releaseAppCode = await holdAppCode(page)
    await page.goto('/', { waitUntil: 'commit' })
    const banner = page.getByRole('banner')
    const button = banner.getByRole('button', { name: /menu/i })
    await button.tap()
    await expect(banner.getByRole('link', { name: 'Workshops' })).toBeVisible()
    expect(await isHydrated(page), 'the tap came before the app loaded').toBe(false)

    releaseAppCode()
    await waitForHydration(page)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveAccessibleName(navCopy.closeMenu)
    await page.mouse.click(200, 800)
    await expect(banner.getByRole('link', { name: 'Workshops' })).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('a menu link followed before the app has loaded goes to its page', async ({ page }) => {
    await holdAppCode(page)
    await page.goto('/', { waitUntil: 'commit' })
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: /menu/i }).tap()
    await banner.getByRole('link', { name: 'Resources' }).tap()
    await expect(page).toHaveURL('/resources')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('footer has the three columns and the 2025 copyright line', async ({ page }) => {
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  for (const column of footerColumns) {
    const nav = footer.getByRole('navigation', { name: column.title })
    await expect(nav.getByRole('heading', { name: column.title })).toBeVisible()
    for (const link of column.links) {
      await expect(nav.getByRole('link', { name: link.name })).toHaveAttribute('href', link.to)
    }
  }
  await expect(footer).toContainText(`© 2025 ${site.name}. All rights reserved.`)
})

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/contact')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('navigating to a new path scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/legal/privacy')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a page scrolled while it is still loading stays where the visitor scrolled it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  // Hold the app's code back, so the visitor scrolls the prerendered page before it hydrates. The input
  // holder blocks the first paint, so it comes: with nothing painted, there is nothing to scroll.
  let releaseScripts: () => void = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\/assets\/(?!hold-input-)[\w.-]+\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  // Module scripts hold DOMContentLoaded back, so wait for the prerendered heading instead.
  await page.goto('/legal/privacy', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.mouse.wheel(0, 700)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  const scrolledTo = await page.evaluate(() => window.scrollY)
  releaseScripts()
  // The footer hydrates last; by then the router has rendered (and would have restored the scroll).
  await expect
    .poll(() =>
      page
        .getByRole('contentinfo')
        .evaluate((footer) => Object.keys(footer).some((key) => key.startsWith('__react'))),
    )
    .toBe(true)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo)

  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
