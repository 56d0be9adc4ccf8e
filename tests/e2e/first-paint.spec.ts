import { contactHero } from '../../src/content/contact'
import { roundCopy } from '../../src/content/assessment'
import { cardCounter, counterText, pageHeading, startButton } from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'

const APP_CODE = /\/assets\/start-app-[\w-]+\.js$/

test('a prerendered page paints before it fetches the app code, then hydrates', async ({ page }) => {
  await page.goto('/about')
  await waitForHydration(page)
  const timings = await page.evaluate((pattern) => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    const appCode = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))?.startTime
    return { firstPaint, appCode }
  }, APP_CODE.source)
  expect(timings.firstPaint).toBeGreaterThan(0)
  expect(timings.appCode).toBeGreaterThan(timings.firstPaint!)
})

test('when the app code cannot load, the page still reads and its links still work', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource|could not start its app code/)
  await page.route(APP_CODE, (route) => route.abort())
  await page.goto('/')
  await expect.poll(() => consoleWatch.lines.some((line) => /could not start/.test(line))).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactHero.title)
})

test('a button pressed while the app is still loading is carried out once the page is live', async ({
  page,
}) => {
  let releaseAppCode = () => {}
  const appCodeHeld = new Promise<void>((resolve) => (releaseAppCode = resolve))
  await page.route(APP_CODE, async (route) => {
    await appCodeHeld
    await route.continue()
  })
  await page.goto('/mojo-me')
  await startButton(page).click()
  const hydrated = await pageHeading(page).evaluate((heading) =>
    Object.keys(heading).some((key) => key.startsWith('__react')),
  )
  expect(hydrated, 'the press came before the app loaded').toBe(false)
  releaseAppCode()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
})
