/** What the route accessibility specs share: one load per route, read by axe at both sizes. */
import AxeBuilder from '@axe-core/playwright'
import { expect, scrollThrough, test } from './fixtures'
import { DOCUMENT_404, type RouteCase } from './routes'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** The paths of MojoMe, its cards, live rooms and workshop tablets: a spec of their own. */
export const APP_PATH = /^\/(mojo-me|result|c|d|join|room|audience|workshop)(\/|$)/

// The page is laid out again at each size, and axe sees that layout.
export function testRoutesWithAxe(routes: readonly RouteCase[]): void {
  for (const route of routes) {
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
}
