import type { Locator, Page } from '@playwright/test'
import { resourceCategoryLabels, resourceLibraryCopy, resourcesNextSteps } from '../../src/content/resources'
import { RESOURCE_CATEGORY_IDS, type ResourceCategoryId } from '../../src/content/resource-categories'
import { resources } from '../../src/content/resources-catalogue'
import { countByCategory, filterResources } from '../../src/domain/resources/resource-filter'
import { expect, test, waitForHydration } from './fixtures'

function library(page: Page): Locator {
  return page.getByRole('region', { name: resourceLibraryCopy.heading })
}

/** A category filter: a link to its filtered address, marked current while it applies. */
function filterLink(page: Page, category?: ResourceCategoryId): Locator {
  const label = category ? resourceCategoryLabels[category] : resourceLibraryCopy.allLabel
  return library(page).getByRole('link', { name: new RegExp(`^${label} \\d+`) })
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: resourceLibraryCopy.searchLabel })

/** The titles of the cards shown, in order. */
async function shownTitles(page: Page): Promise<string[]> {
  return library(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
}

async function expectShown(page: Page, expected: readonly { title: string }[]) {
  await expect(library(page).getByRole('status')).toHaveText(resourceLibraryCopy.resultCount(expected.length))
  // Polled: two filters can have the same count, so the count alone may already match the list before it.
  await expect.poll(() => shownTitles(page)).toEqual(expected.map((resource) => resource.title))
}

async function openResources(page: Page, search = '') {
  await page.goto(`/resources${search}`)
  await waitForHydration(page)
}

test('every resource is listed with its category, description and a new-tab link named after it', async ({
  page,
}) => {
  await openResources(page)
  await expectShown(page, resources)
  for (const resource of resources) {
    const card = library(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: resource.title, exact: true }) })
    await expect(card).toContainText(resource.category)
    await expect(card).toContainText(resource.description)
    const link = card.getByRole('link', { name: `${resourceLibraryCopy.visit}: ${resource.title}` })
    await expect(link).toHaveAttribute('href', resource.url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('the prerendered page lists every resource, whatever the address asks for', async ({ request }) => {
  const html = await (await request.get('/resources?category=video&q=karpathy')).text()
  for (const resource of resources) expect(html).toContain(resource.url.replace(/&/g, '&amp;'))
})

test('filters show their counts, are links to their addresses and narrow the list', async ({ page }) => {
  await openResources(page)
  const counts = countByCategory(resources, '')
  await expect(filterLink(page)).toHaveAttribute('aria-current', 'page')
  await expect(filterLink(page)).toContainText(String(resources.length))
  for (const id of RESOURCE_CATEGORY_IDS) {
    await expect(filterLink(page, id)).toContainText(String(counts[id]))
    await expect(filterLink(page, id)).not.toHaveAttribute('aria-current')
  }

  for (const id of ['video', 'podcasts', 'official'] as const) {
    await filterLink(page, id).click()
    await expect(filterLink(page, id)).toHaveAttribute('aria-current', 'page')
    await expect(library(page).locator('[aria-current="page"]')).toHaveCount(1)
    await expectShown(page, filterResources(resources, { query: '', category: id }))
    await expect(page).toHaveURL(new RegExp(`category=${id}`))
  }
  await filterLink(page).click()
  await expectShown(page, resources)
  await expect(page).toHaveURL(/\/resources$/)
})

test('search matches titles and descriptions, ignoring case, and counts follow it', async ({ page }) => {
  await openResources(page)
  await searchBox(page).fill('KARPATHY')
  const matches = filterResources(resources, { query: 'karpathy' })
  expect(matches.length).toBeGreaterThan(1)
  // One title says "Intro to Large Language Models"; only its description names Karpathy.
  expect(matches.some((resource) => !resource.title.toLowerCase().includes('karpathy'))).toBe(true)
  await expectShown(page, matches)
  const counts = countByCategory(resources, 'karpathy')
  await expect(filterLink(page)).toContainText(String(counts.all))
  await expect(filterLink(page, 'video')).toContainText(String(counts.video))

  await searchBox(page).fill('one useful thing')
  await expectShown(page, filterResources(resources, { query: 'one useful thing' }))
  await expect(page).toHaveURL(/q=one(\+|%20)useful(\+|%20)thing/)

  await filterLink(page, 'video').click()
  await expectShown(page, [])
})

test('nothing found shows the empty state, and its button brings everything back', async ({ page }) => {
  await openResources(page)
  await searchBox(page).fill('zzzz no such topic')
  await expect(library(page).getByRole('heading', { name: resourceLibraryCopy.emptyTitle })).toBeVisible()
  await expect(library(page)).toContainText(resourceLibraryCopy.emptyText)
  await expect(library(page).getByRole('status')).toHaveText(resourceLibraryCopy.resultCount(0))
  await library(page).getByRole('button', { name: resourceLibraryCopy.clearFilters }).click()
  await expectShown(page, resources)
  await expect(searchBox(page)).toHaveValue('')
})

test('a shared address opens the filtered view, and bad values fall back to everything', async ({ page }) => {
  await openResources(page, '?category=video&q=karpathy')
  await expect(searchBox(page)).toHaveValue('karpathy')
  await expect(filterLink(page, 'video')).toHaveAttribute('aria-current', 'page')
  await expectShown(page, filterResources(resources, { query: 'karpathy', category: 'video' }))

  await openResources(page, '?category=nonsense&q=')
  await expect(filterLink(page)).toHaveAttribute('aria-current', 'page')
  await expectShown(page, resources)

  await openResources(page, `?q=${'x'.repeat(5000)}`)
  await expect(library(page).getByRole('heading', { name: resourceLibraryCopy.emptyTitle })).toBeVisible()
})

test('Back restores the previous filter; typing does not add history entries', async ({ page }) => {
  await openResources(page)
  await filterLink(page, 'substack').click()
  await expect(page).toHaveURL(/category=substack/)
  await searchBox(page).pressSequentially('essay')
  await expect(page).toHaveURL(/q=essay/)
  await filterLink(page, 'courses').click()
  await expect(page).toHaveURL(/category=courses/)

  await page.goBack()
  await expect(filterLink(page, 'substack')).toHaveAttribute('aria-current', 'page')
  await expect(searchBox(page)).toHaveValue('essay')
  await expectShown(page, filterResources(resources, { query: 'essay', category: 'substack' }))

  // The five keystrokes replaced one entry: one more Back is the unfiltered page.
  await page.goBack()
  await expect(filterLink(page)).toHaveAttribute('aria-current', 'page')
  await expect(searchBox(page)).toHaveValue('')
  await expectShown(page, resources)
  await expect(page).toHaveURL(/\/resources$/)
})

test('text typed while a filter is still being applied is kept, in the same field', async ({ page }) => {
  await openResources(page)
  // A slow phone: the router resolves the filter well after the tap.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await searchBox(page).focus()
  // The filter chosen while the search field has the focus, as when the field is tapped right after it.
  await filterLink(page, 'substack').dispatchEvent('click')
  await expect(filterLink(page, 'substack')).toHaveAttribute('aria-current', 'page')
  await page.keyboard.type('essay')
  await expect(page).toHaveURL(/category=substack/)
  await expect(page).toHaveURL(/q=essay/)
  await expect(searchBox(page)).toHaveValue('essay')
  await expect(searchBox(page)).toBeFocused()
  await expectShown(page, filterResources(resources, { query: 'essay', category: 'substack' }))
})

test('changing the filter keeps the scroll position', async ({ page }) => {
  await openResources(page)
  await filterLink(page, 'linkedin').scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => scrollY)
  expect(before).toBeGreaterThan(0)
  await filterLink(page, 'linkedin').click()
  await expect(filterLink(page, 'linkedin')).toHaveAttribute('aria-current', 'page')
  expect(await page.evaluate(() => scrollY)).toBe(before)
})

test('the page leads on to MojoMe and the workshops', async ({ page }) => {
  await openResources(page)
  const next = page.getByRole('region', { name: resourcesNextSteps.heading })
  await expect(next.getByRole('link', { name: 'Discover Your MojoMe' })).toHaveAttribute('href', '/mojo-me')
  await expect(next.getByRole('link', { name: 'Explore Workshops' })).toHaveAttribute('href', '/workshops')
})

test('on a phone the library fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openResources(page, '?category=podcasts')
  await expectShown(page, filterResources(resources, { query: '', category: 'podcasts' }))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('on a phone every card, drawn or not yet, sits within the page margins', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openResources(page)
  const edges = await page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.getBoundingClientRect()).map(({ left, right }) => ({ left, right })),
    )
  expect(edges).toHaveLength(resources.length)
  for (const { left, right } of edges) expect(Math.round(390 - right)).toBe(Math.round(left))
})
