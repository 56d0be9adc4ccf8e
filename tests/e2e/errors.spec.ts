import { notFoundHero, notFoundLogPrefix } from '../../src/content/not-found'
import { aboutHero } from '../../src/content/about'
import { routeErrorCopy } from '../../src/content/errors'
import { homeLogoStrip } from '../../src/content/home'
import { homeHero } from '../../src/content/home/hero'
import { expect, test, waitForHydration } from './fixtures'
import { DOCUMENT_404 } from './routes'

test('an unknown path shows the 404 page, links home and to MojoMe, and logs the path', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(DOCUMENT_404)
  const response = await page.goto('/ideas/that/got/lost')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHero.title)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await expect(main.getByRole('link', { name: 'Discover Your MojoMe' })).toHaveAttribute('href', '/mojo-me')
  await expect.poll(() => consoleWatch.lines).toContain(`warning: ${notFoundLogPrefix} /ideas/that/got/lost`)
})

test('a client-side navigation to an unknown path also shows the 404 page', async ({
  page,
  consoleWatch,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    history.pushState({}, '', '/nowhere')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHero.title)
  await expect(page).toHaveTitle(/Page not found/)
  await expect.poll(() => consoleWatch.lines).toContain(`warning: ${notFoundLogPrefix} /nowhere`)
})

test.describe('routing failure', () => {
  test.use({ serviceWorkers: 'block' })

  test('shows Unexpected Application Error! with the message when a page cannot load', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/./)
    await page.goto('/')
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => route.abort())
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeErrorCopy.title)
    await expect(page.getByRole('main')).toContainText(/dynamically imported module|Failed to fetch|about/i)
    await expect(page.getByRole('button', { name: routeErrorCopy.reload })).toBeVisible()
  })

  test('a part of the page whose code cannot load stays as the server drew it, and works as such', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/./)
    await page.route(/\/assets\/(site-frame|home-sections)-[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/')
    await expect(page.locator('html[data-page-live]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title)
    await expect(page.getByRole('heading', { level: 2, name: homeLogoStrip.title })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHero.title)
  })
})
