import AxeBuilder from '@axe-core/playwright'
import { expect, scrollThrough, test } from './fixtures'
import { DOCUMENT_404, routeCases } from './routes'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

// One load per route, read at both sizes: the page is laid out again at each, and axe sees that layout.
for (const route of routeCases) {
  test(`${route.path} has no violations, on desktop and on a phone`, async ({ page, consoleWatch }) => {
    consoleWatch.allow(DOCUMENT_404)
    await page.setViewportSize(VIEWPORTS[0])
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await scrollThrough(page)
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      expect(
        results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
        `axe on ${viewport.name}`,
      ).toEqual([])
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
