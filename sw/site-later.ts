/**
 * The split precache. A phone that came through a room's join link (the page marks it in DEVICE_CACHE before
 * the worker installs) precaches only what its attendee needs (the manifest entries marked `attendee` at build
 * time, scripts/attendee-precache.mjs); the rest of the site follows when the page asks (PRECACHE_REST_MESSAGE),
 * once the phone is idle on a network that is not metered. Any other device precaches everything on install,
 * as before.
 */
import { copyResponse } from 'workbox-core'
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { ATTENDEE_MARK, DEVICE_CACHE, PRECACHE_REST_MESSAGE } from '../src/domain/pwa/attendee-marks'

declare let self: ServiceWorkerGlobalScope

export type SiteEntry = PrecacheEntry & { attendee?: boolean }

async function isAttendeePhone(): Promise<boolean> {
  return Boolean(await (await caches.open(DEVICE_CACHE)).match(ATTENDEE_MARK))
}

/** The manifest's entries an attendee's phone needs first, and the rest, each without the build's mark. */
export function splitManifest(manifest: readonly SiteEntry[]): {
  first: PrecacheEntry[]
  rest: PrecacheEntry[]
} {
  const plain = ({ url, revision, integrity }: SiteEntry): PrecacheEntry => ({ url, revision, integrity })
  return {
    first: manifest.filter((entry) => entry.attendee).map(plain),
    rest: manifest.filter((entry) => !entry.attendee).map(plain),
  }
}

/**
 * Precaches `rest` apart: on install unless this is an attendee's phone, else when the page asks. Returns
 * its controller, whose `matchPrecache` finds its pages. Its cache's name has no "-precache-", so workbox's
 * clean-up of outdated precaches leaves it alone; its own `activate` drops the files a new build no longer has.
 */
export function precacheLater(rest: readonly PrecacheEntry[]): PrecacheController {
  const controller = new PrecacheController({ cacheName: `think-first-site-${self.registration.scope}` })
  controller.addToCacheList([...rest])
  registerRoute(new PrecacheRoute(controller))

  async function fill(): Promise<void> {
    const cache = await caches.open(controller.strategy.cacheName)
    for (const [url, cacheKey] of controller.getURLsToCacheKeys()) {
      if (await cache.match(cacheKey)) continue
      const response = await fetch(url)
      // A page answered by a redirect (the host's pretty addresses) cannot answer a navigation as it is.
      if (response.ok)
        await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response)
    }
  }

  self.addEventListener('install', (event) =>
    event.waitUntil(isAttendeePhone().then((attendee) => (attendee ? undefined : controller.install(event)))),
  )
  self.addEventListener('activate', (event) => event.waitUntil(controller.activate(event)))
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === PRECACHE_REST_MESSAGE)
      event.waitUntil(fill().catch(() => undefined))
  })
  return controller
}
