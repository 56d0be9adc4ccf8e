import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { pinGateCopy, startWorkshopCopy } from '../../src/content/facilitator/tablet'
import { expect, waitForHydration } from './fixtures'

export const WORKSHOP = 'Acme leadership offsite'
export const PIN = '2468'
/** The tablet the helpers' workshops run on. */
export const TABLET = 'Tablet A'

/** Starts a workshop from /workshop; the facilitator's page opens at once, unlocked. */
export async function startWorkshop(page: Page, tablet = TABLET): Promise<void> {
  await page.goto('/workshop')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: startWorkshopCopy.title })
  await form.getByLabel(startWorkshopCopy.labels.name).fill(WORKSHOP)
  await form.getByLabel(startWorkshopCopy.labels.tablet).fill(tablet)
  await form.getByLabel(startWorkshopCopy.labels.pin, { exact: true }).fill(PIN)
  await form.getByLabel(startWorkshopCopy.labels.confirmPin).fill(PIN)
  await form.getByRole('button', { name: startWorkshopCopy.submit }).click()
  await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
}

/** Locks the facilitator's pages, as a facilitator does before handing the tablet over. */
export async function lockFacilitatorPages(page: Page): Promise<void> {
  await page.getByRole('button', { name: pinGateCopy.lock, exact: true }).click()
  await expect(page.getByRole('form', { name: pinGateCopy.title })).toBeVisible()
}

export async function typePin(page: Page, pin: string): Promise<void> {
  const gate = page.getByRole('form', { name: pinGateCopy.title })
  await gate.getByLabel(pinGateCopy.label).fill(pin)
  await gate.getByRole('button', { name: pinGateCopy.submit }).click()
}

/** Reads a QR code on screen the way a phone would: from its pixels. */
export async function decodeQr(code: Locator): Promise<string> {
  const png = PNG.sync.read(await code.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  expect(decoded, 'a readable QR code').not.toBeNull()
  return decoded!.data
}

/** Everything this site keeps on the device, read as an outsider would: every IndexedDB store's rows,
 * localStorage and sessionStorage, and every Cache API entry's address and body. */
export interface DeviceTraces {
  database: Record<string, unknown[]>
  local: Record<string, string>
  session: Record<string, string>
  caches: { url: string; body: string }[]
}

export function deviceTraces(page: Page): Promise<DeviceTraces> {
  return page.evaluate(async () => {
    const database: Record<string, unknown[]> = {}
    const names = (await indexedDB.databases()).map((info) => info.name!)
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const store of db.objectStoreNames) {
        database[`${name}/${store}`] = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      }
      db.close()
    }
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [
          key,
          storage.getItem(key)!,
        ]),
      )
    const cached: { url: string; body: string }[] = []
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const type = response?.headers.get('content-type') ?? ''
        const body = response && /text|json|javascript/.test(type) ? await response.text() : ''
        cached.push({ url: request.url, body })
      }
    }
    return { database, local: entries(localStorage), session: entries(sessionStorage), caches: cached }
  })
}

/** The traces as one text, to search for anything of a workshop or an attendee in. */
export function tracesText(traces: DeviceTraces): string {
  return JSON.stringify(traces.database) + JSON.stringify(traces.local) + JSON.stringify(traces.session)
}
