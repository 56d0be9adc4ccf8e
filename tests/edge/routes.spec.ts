import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { headersFor, parseHeaders } from '../../src/site-rules/host-files.mjs'
import { CACHE } from '../../src/site-rules/site-rules.mjs'
import { notFoundHero } from '../../src/content/not-found'
import { pages } from '../../src/content/pages'
import { site } from '../../src/content/site'
import { cardName } from '../../src/domain/card/card-text'
import { ROOM, shareLink } from '../e2e/group-fixtures'
import { routeCases } from '../e2e/routes'
import { EDGE_SITE_DIR } from './edge-settings.mjs'
import { expect, test } from './edge-site'

interface RouteCheck {
  path: string
  status: number
  cacheControl?: string
  location?: string
  /** Text the body must contain. */
  shows?: string
}

const declared = parseHeaders(readFileSync(join(EDGE_SITE_DIR, '_headers'), 'utf8'))
const hashedAsset = `/assets/${readdirSync(join(EDGE_SITE_DIR, 'assets')).find((file) => file.endsWith('.js'))}`
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
]

const routes: RouteCheck[] = [
  ...routeCases
    .filter((route) => route.prerendered && route.path !== '/no/such/page')
    .map((route) => ({
      path: route.path,
      status: 200,
      cacheControl: CACHE.revalidate,
      // Its own prerendered page: by its canonical address, or its title where it has none (not indexed).
      shows: Object.values(pages).some((page) => page.path === route.path && page.indexable)
        ? `<link rel="canonical" href="${site.url}${route.path}"/>`
        : `<title>${route.title}</title>`,
    })),
  {
    path: `/result/${ROOM[0]!.uuid}`,
    status: 200,
    cacheControl: CACHE.revalidate,
    shows: '<div id="root"></div>',
  },
  { path: '/no/such/page', status: 404, cacheControl: 'no-store', shows: notFoundHero.title },
  { path: '/assets/no-such-chunk.js', status: 404, cacheControl: 'no-store', shows: notFoundHero.title },
  // The build's manifest stays out of the published site.
  { path: '/.vite/manifest.json', status: 404, cacheControl: 'no-store', shows: notFoundHero.title },
  { path: hashedAsset, status: 200, cacheControl: CACHE.immutable },
  { path: '/sw.js', status: 200, cacheControl: CACHE.revalidate },
  { path: '/manifest.webmanifest', status: 200, cacheControl: CACHE.revalidate },
  { path: '/icons/icon-192.png', status: 200, cacheControl: CACHE.hour },
  { path: '/about/index.html', status: 308, location: '/about/' },
  { path: '/app-shell.html', status: 308, location: '/app-shell' },
]

async function answer(request: APIRequestContext, origin: string, path: string) {
  const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
  const headers = response.headers()
  return {
    status: response.status(),
    location: headers.location,
    cacheControl: headers['cache-control'],
    security: Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]])),
    body: response.status() === 308 ? '' : await response.text(),
  }
}

test('every route answers on the edge with its status, its cache rule and the security headers', async ({
  request,
  baseURL,
}) => {
  for (const route of routes) {
    const served = await answer(request, baseURL!, route.path)
    expect(served.status, route.path).toBe(route.status)
    if (route.location) expect(served.location, route.path).toBe(route.location)
    if (route.cacheControl) expect(served.cacheControl, route.path).toBe(route.cacheControl)
    if (route.shows) expect(served.body, route.path).toContain(route.shows)
    const expected = headersFor(declared, route.path)
    for (const name of SECURITY_HEADERS) {
      const declaredName = Object.keys(expected).find((key) => key.toLowerCase() === name) ?? name
      expect(served.security[name], `${name} on ${route.path}`).toBeTruthy()
      expect(served.security[name], `${name} on ${route.path}`).toBe(expected[declaredName])
    }
  }
})

test('npm start answers every route as the edge does, with no Cloudflare account and nothing from wrangler', async ({
  request,
  baseURL,
}) => {
  // `npm start`'s own server, as a visitor's machine would run it: no account, no Cloudflare settings.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(CLOUDFLARE|WRANGLER)_/.test(name)),
  )
  const port = 4290 + test.info().workerIndex
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...env,
      HOME: mkdtempSync(join(tmpdir(), 'no-account-')),
      SITE_DIR: EDGE_SITE_DIR,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise((resolve) => server.stdout.once('data', resolve))
    for (const route of routes) {
      const { body: edgeBody, ...edge } = await answer(request, baseURL!, route.path)
      const { body: localBody, ...local } = await answer(request, `http://localhost:${port}`, route.path)
      expect(local, route.path).toEqual(edge)
      if (route.shows) expect(localBody, route.path).toContain(route.shows)
      expect(localBody.length, route.path).toBe(edgeBody.length)
    }
  } finally {
    server.kill()
  }
})

test('a share link opened where the site was never visited, with no service worker, shows the card', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const [result] = ROOM
  await page.goto(shareLink(baseURL!, result!))
  const card = page.getByRole('article', { name: cardName(result!.scores, result!.powers) })
  await expect(card).toBeVisible()
  await expect(card).toContainText(result!.expertise)
  await context.close()
})
