import { pages } from '../../src/content/pages'
import { site } from '../../src/content/site'
import { expect, test, waitForHydration } from './fixtures'
import { DOCUMENT_404, routeCases } from './routes'

function decodeEntities(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

for (const route of routeCases) {
  test(`${route.path} shows its heading and title`, async ({ page, consoleWatch }) => {
    if (route.meetsNotFound) consoleWatch.allow(DOCUMENT_404)
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await expect(page).toHaveTitle(route.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })

  if (route.prerendered) {
    test(`${route.path} is prerendered with its text and head`, async ({ request }) => {
      const response = await request.get(route.path)
      const html = decodeEntities(await response.text())
      expect(html).toMatch(/<html lang="en">/)
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
      expect(h1).toBe(route.h1)
      expect(html).toContain(`<title>${route.title}</title>`)
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/)
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    })
  }
}

test('every prerendered page has a unique title, and every indexed one a canonical URL on the site origin', async ({
  request,
}) => {
  const titles = new Set<string>()
  for (const route of routeCases.filter((candidate) => candidate.prerendered)) {
    const html = await (await request.get(route.path)).text()
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? ''
    expect(titles.has(title), `duplicate title ${title}`).toBe(false)
    titles.add(title)
    if (Object.values(pages).some((page) => page.path === route.path && page.indexable)) {
      const expected = `${site.url}${route.path === '/' ? '/' : route.path}`
      expect(html).toContain(`<link rel="canonical" href="${expected}"/>`)
    }
  }
})

test('moving between pages swaps the whole head: one title, description and canonical URL, never stale', async ({
  page,
}) => {
  const head = async () => ({
    title: await page.title(),
    descriptions: await page
      .locator('meta[name="description"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))),
    canonicals: await page
      .locator('link[rel="canonical"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('href'))),
    ogUrls: await page.locator('meta[property="og:url"]').count(),
  })
  await page.goto('/about')
  await waitForHydration(page)
  const about = await head()
  expect(about.descriptions).toEqual([pages.about.description])
  expect(about.canonicals).toEqual([`${site.url}/about`])

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveTitle(pages.privacy.title)
  expect(await head()).toEqual({
    title: pages.privacy.title,
    descriptions: [pages.privacy.description],
    canonicals: [`${site.url}/legal/privacy`],
    ogUrls: 1,
  })

  await page.goBack()
  await expect(page).toHaveTitle(pages.about.title)
  expect(await head()).toEqual(about)
})

test('unknown paths get the 404 page with a 404 status; result pages get the app shell', async ({
  request,
}) => {
  const missing = await request.get('/no/such/page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Think Different, Navigate Better')

  const shell = await request.get('/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00')
  expect(shell.status()).toBe(200)
  expect(await shell.text()).toContain('<div id="root"></div>')
})

test('a missing file under /assets/ is a real 404, never the app shell', async ({ request }) => {
  const response = await request.get('/assets/no-such-chunk-1234.js')
  expect(response.status()).toBe(404)
  // The 404 page, as the edge answers it (Cloudflare Pages has no plain 404 for a folder).
  expect(await response.text()).toContain('Think Different, Navigate Better')
})

test('sitemap.xml lists the public pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/',
    '/product',
    '/mojo-me',
    '/workshops',
    '/resources',
    '/contact',
    '/about',
    '/legal/privacy',
  ]) {
    expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`)
  }
  expect(sitemap).not.toContain('/404')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
})
