/**
 * The service worker. Precaches the app shell, every prerendered page, fonts and scripts, so every route
 * works offline after one visit (on a phone that came through a room's join link, its attendee's path first
 * and the rest later: site-later.ts); keeps large media and the QR scanner's WebAssembly in bounded runtime caches; waits for the page to ask
 * before activating a new version (the page offers "Reload"); delivers the forms outbox by Background Sync.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { NOT_FOUND_PAGE, precachedFilesFor } from './navigation'
import { registerOutboxSync } from './outbox-sync'
import { precacheLater, splitManifest, type SiteEntry } from './site-later'

declare let self: ServiceWorkerGlobalScope

const MEDIA_CACHE = 'media-v1'
const SCANNER_CACHE = 'scanner-v1'

/**
 * A video asks for byte ranges, and a 206 answer cannot be cached. Fetching the whole file instead lets it
 * be kept; later ranges are then cut from the cached copy by the range plugin.
 */
const fetchWholeFile: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.headers.has('range') ? new Request(request.url) : request,
}

const { first, rest } = splitManifest(self.__WB_MANIFEST as SiteEntry[])

// Registered before the precache routes so that every navigation goes through our page mapping.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, url }) => {
    for (const file of precachedFilesFor(url.pathname)) {
      const page = (await matchPrecache(file)) ?? (await later.matchPrecache(file))
      if (page) return page
    }
    // Not a page we know: the network may have a newer one; offline, it is a 404.
    try {
      return await fetch(request)
    } catch {
      const notFound = (await matchPrecache(NOT_FOUND_PAGE)) ?? (await later.matchPrecache(NOT_FOUND_PAGE))
      if (!notFound) return Response.error()
      return new Response(notFound.body, { status: 404, headers: notFound.headers })
    }
  },
)

precacheAndRoute(first)
const later = precacheLater(rest)
cleanupOutdatedCaches()

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      fetchWholeFile,
      new CacheableResponsePlugin({ statuses: [200] }),
      new RangeRequestsPlugin(),
      new ExpirationPlugin({ maxEntries: 6, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// The QR scanner's WebAssembly (about 1 MB) is kept only by devices that use it or start a workshop, not
// precached for every visitor; its name carries a content hash, so a kept copy never goes stale.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    url.pathname.endsWith('.wasm'),
  new CacheFirst({
    cacheName: SCANNER_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true }),
    ],
  }),
)

registerOutboxSync()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

clientsClaim()
