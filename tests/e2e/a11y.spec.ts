/** The site's own pages pass axe; MojoMe's, its cards' and the rooms' are in a11y-app.spec.ts. */
import AxeBuilder from '@axe-core/playwright'
import { APP_PATH, testRoutesWithAxe, WCAG_TAGS } from './axe-routes'
import { expect, scrollThrough, test } from './fixtures'
import { routeCases } from './routes'

testRoutesWithAxe(routeCases.filter((route) => !APP_PATH.test(route.path)))

test('the phone menu, open, has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await scrollThrough(page)
  await page.getByRole('button', { name: /menu/i }).click()
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(results.violations.map(({ id }) => id)).toEqual([])
})
