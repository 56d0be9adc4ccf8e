import AxeBuilder from '@axe-core/playwright'
import { expect, scrollThrough, test } from './fixtures'
import { DOCUMENT_404, routeCases } from './routes'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`axe on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const route of routeCases) {
      test(`${route.path} has no violations`, async ({ page, consoleWatch }) => {
        consoleWatch.allow(DOCUMENT_404)
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await scrollThrough(page)
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
        expect(
          results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
        ).toEqual([])
      })
    }
  })
}

test('the phone menu, open, has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await scrollThrough(page)
  await page.getByRole('button', { name: /menu/i }).click()
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(results.violations.map(({ id }) => id)).toEqual([])
})
