import { contactFormCopy, contactHero, contactSubjectLabels } from '../../src/content/contact'
import { roundCopy } from '../../src/content/assessment'
import { cardCounter, counterText, pageHeading, startButton } from './assessment-helpers'
import { catchMailApp, contactField, sendThroughMailApp, visitor } from './contact-helpers'
import { APP_CODE, expect, holdAppCode, isHydrated, test, waitForHydration } from './fixtures'

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

test("sections below the first screen have the site's styles before they are scrolled to", async ({
  browser,
  baseURL,
}) => {
  // Chromium at times styled the body with its defaults before the stylesheet arrived, about one load in
  // three, and the sections content-visibility leaves unrendered kept them: links read as the browser's blue.
  // Ten fresh loads, each until hydrated, take longer than one test's usual time on a busy machine.
  test.slow()
  for (let load = 0; load < 10; load++) {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await page.goto(load % 2 ? '/about' : '/workshops')
    await waitForHydration(page)
    const unstyled = await page
      .locator('main a')
      .evaluateAll((links) =>
        links
          .filter((link) => getComputedStyle(link).color === 'rgb(0, 0, 238)')
          .map((link) => link.getAttribute('href')),
      )
    expect(unstyled, `load ${load + 1} of ${page.url()}`).toEqual([])
    await context.close()
  }
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
  const releaseAppCode = await holdAppCode(page)
  await page.goto('/mojo-me')
  await startButton(page).click()
  expect(await isHydrated(page), 'the press came before the app loaded').toBe(false)
  releaseAppCode()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
})

test('what is typed while the app is still loading stays, and the app sends it', async ({ page }) => {
  const releaseAppCode = await holdAppCode(page)
  await page.goto('/contact')
  const { labels } = contactFormCopy
  await contactField(page, labels.name).fill(visitor.name)
  await contactField(page, labels.message).fill(visitor.message)
  await contactField(page, labels.subject).selectOption('workshop')
  expect(await isHydrated(page), 'typed before the app loaded').toBe(false)
  releaseAppCode()
  await waitForHydration(page)

  // Typing on re-renders the whole form: the early text must still be there, and be what the app sends.
  await contactField(page, labels.email).fill(visitor.email)
  await expect(contactField(page, labels.name)).toHaveValue(visitor.name)
  await expect(contactField(page, labels.message)).toHaveValue(visitor.message)
  await expect(contactField(page, labels.subject)).toHaveValue('workshop')
  const openedMail = await catchMailApp(page)
  await sendThroughMailApp(page)
  await expect.poll(openedMail).toHaveLength(1)
  const mail = new URL((await openedMail())[0]!)
  expect(mail.searchParams.get('subject')).toContain(visitor.name)
  expect(mail.searchParams.get('body')).toContain(`${labels.subject}: ${contactSubjectLabels.workshop}`)
})
