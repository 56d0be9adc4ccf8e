import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { createSiteServer } from '../../scripts/site-server.mjs'
import { contactFormCopy, contactToasts } from '../../src/content/contact'
import { outboxRefused, outboxToasts, refusalReason } from '../../src/content/outbox'
import { OUTBOX_LOCK, OUTBOX_SYNC_TAG } from '../../src/domain/outbox/outbox-delivery'
import { contactField, fillContactForm, outboxRows, toastWith, visitor } from './contact-helpers'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'
import { startFormsEndpoint, type FormsEndpoint } from './forms-endpoint'

// These tests are about the service worker (the config blocks it for the rest).
test.use({ serviceWorkers: 'allow' })

// The endpoint is baked in at build time, so this spec serves its own build made with VITE_FORMS_ENDPOINT.
const FORMS_BUILD_DIR = 'dist-forms'
const FORMS_PORT = Number(process.env.FORMS_E2E_PORT ?? 4189)
const ENDPOINT = `http://localhost:${FORMS_PORT}`

/** Rebuilds dist-forms/ unless it was built for this endpoint after the current dist/. */
function buildWithEndpoint() {
  const worker = `${FORMS_BUILD_DIR}/sw.js`
  const current =
    existsSync(worker) &&
    readFileSync(worker, 'utf8').includes(ENDPOINT) &&
    statSync(worker).mtimeMs >= statSync('dist/sw.js').mtimeMs
  if (current) return
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', FORMS_BUILD_DIR, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, VITE_FORMS_ENDPOINT: ENDPOINT, BUILD_ID: 'e2e-forms' },
      stdio: 'inherit',
    },
  )
}

let endpoint: FormsEndpoint
let site: Server
let siteUrl: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  buildWithEndpoint()
  endpoint = await startFormsEndpoint(FORMS_PORT)
  // The build put the endpoint's origin into the folder's Content-Security-Policy (connect-src).
  site = createSiteServer({ root: FORMS_BUILD_DIR })
  await new Promise<void>((resolve) => site.listen(0, resolve))
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  site?.close()
  await endpoint?.close()
})

test.beforeEach(() => endpoint.reset())

async function openContact(page: Page) {
  await page.goto(`${siteUrl}/contact`)
  await waitForHydration(page)
  // The outbox code must come from the worker's cache when the visitor is offline.
  await waitForServiceWorker(page)
}

async function send(page: Page) {
  await fillContactForm(page)
  await contactField(page, contactFormCopy.labels.subject).selectOption('partnership')
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
}

/**
 * Counts the delivery passes this page finishes (each runs under the outbox's Web Lock), so a test can wait
 * for the pass a visit starts instead of sleeping.
 */
async function countDeliveryPasses(page: Page) {
  await page.addInitScript((lockName) => {
    const request = LockManager.prototype.request as (
      this: LockManager,
      ...args: unknown[]
    ) => Promise<unknown>
    let passes = 0
    Object.defineProperty(window, 'deliveryPasses', { get: () => passes })
    LockManager.prototype.request = function (this: LockManager, ...args: unknown[]) {
      const pass = request.apply(this, args)
      const count = () => void (passes += 1)
      if (args[0] === lockName) void pass.then(count, count)
      return pass
    } as LockManager['request']
  }, OUTBOX_LOCK)
  return () => page.evaluate(() => (window as unknown as { deliveryPasses: number }).deliveryPasses)
}

/** Waits until no delivery pass runs or waits, in any tab or the service worker: nothing is in flight. */
async function waitForDeliveryToSettle(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async (lockName) => {
        const { held = [], pending = [] } = await navigator.locks.query()
        return [...held, ...pending].filter((lock) => lock.name === lockName).length
      }, OUTBOX_LOCK),
    )
    .toBe(0)
}

/** Sends the form while the endpoint answers 500, so the message waits in the outbox; its entry's id. */
async function sendWhileEndpointFails(page: Page): Promise<string> {
  await openContact(page)
  endpoint.answer = 500
  await send(page)
  await expect(toastWith(page, contactToasts.queued.title)).toBeVisible()
  return onlyEntryId(page)
}

/** The entry is marked sent and, once no delivery pass is left running, went to the endpoint exactly once. */
async function expectSentOnce(page: Page, id: string) {
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'sent' })])
  await waitForDeliveryToSettle(page)
  expect(endpoint.deliveredCount(id)).toBe(1)
}

/** The one outbox entry's id, read back from this browser's IndexedDB. */
async function onlyEntryId(page: Page): Promise<string> {
  const rows = await outboxRows(page)
  expect(rows).toHaveLength(1)
  return rows[0]!.id
}

test('a message is POSTed as JSON with its idempotency key and delivered exactly once', async ({ page }) => {
  await openContact(page)
  await send(page)
  await expect(toastWith(page, contactToasts.sent.title)).toBeVisible()

  expect(endpoint.received).toHaveLength(1)
  const [request] = endpoint.received
  const id = await onlyEntryId(page)
  expect(request!.headers['content-type']).toBe('application/json')
  expect(request!.headers['idempotency-key']).toBe(id)
  expect(request!.body).toEqual({
    id,
    kind: 'contact',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    fields: {
      name: visitor.name,
      email: visitor.email,
      company: visitor.company,
      role: '',
      subject: 'partnership',
      message: visitor.message,
    },
  })
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'sent' })])

  // The next visit's delivery pass finds nothing left to send.
  const deliveryPasses = await countDeliveryPasses(page)
  await page.reload()
  await expect.poll(deliveryPasses).toBeGreaterThan(0)
  await waitForDeliveryToSettle(page)
  expect(endpoint.received).toHaveLength(1)
})

test('sent offline: "Saved", then delivered once when the browser is back online', async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch/)
  await openContact(page)
  await context.setOffline(true)
  await send(page)
  await expect(toastWith(page, contactToasts.queued.title)).toBeVisible()
  const id = await onlyEntryId(page)
  expect(await outboxRows(page)).toEqual([expect.objectContaining({ status: 'queued', attempts: 1 })])
  expect(endpoint.received, 'nothing leaves while offline').toEqual([])

  await context.setOffline(false)
  await expect(toastWith(page, outboxToasts.delivered.title)).toBeVisible()
  expect(endpoint.deliveredCount(id)).toBe(1)
  await expectSentOnce(page, id)
})

test('an endpoint answering 500 keeps the message, and the next visit delivers it once', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 500/)
  const id = await sendWhileEndpointFails(page)
  expect(endpoint.received.length).toBeGreaterThanOrEqual(1)
  expect(endpoint.deliveredCount(id)).toBe(0)
  expect(await outboxRows(page)).toEqual([expect.objectContaining({ status: 'queued' })])

  endpoint.answer = 200
  await page.reload()
  // The page's next-visit pass delivers it (or the worker's sync, if the browser retried it first): once.
  await expect.poll(() => endpoint.deliveredCount(id)).toBe(1)
  await expectSentOnce(page, id)
})

test('a message the endpoint refuses for good is told on the next visit, offered by e-mail, and not resent', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of (500|422)/)
  const id = await sendWhileEndpointFails(page)

  endpoint.answer = 422
  endpoint.refusal = 'fields'
  await page.reload()
  const notice = toastWith(page, outboxRefused.title)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(refusalReason('fields'))
  const mail = notice.getByRole('link', { name: outboxRefused.mail })
  expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(
    visitor.message.split('\n')[0],
  )
  expect(await outboxRows(page)).toEqual([expect.objectContaining({ id, status: 'refused' })])

  await notice.getByRole('button', { name: outboxRefused.dismiss }).click()
  await expect.poll(() => outboxRows(page)).toEqual([])
  const posts = endpoint.received.length
  await page.reload()
  await waitForDeliveryToSettle(page)
  await expect(toastWith(page, outboxRefused.title)).toHaveCount(0)
  expect(endpoint.received.length).toBe(posts)
})

test('Background Sync: the service worker delivers the queued message by itself', async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 500/)
  const id = await sendWhileEndpointFails(page)

  endpoint.answer = 200
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL.startsWith(siteUrl))
      if (found) resolve(found.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: siteUrl,
    registrationId: await registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  })

  await expect.poll(() => endpoint.deliveredCount(id)).toBe(1)
  await expect(toastWith(page, outboxToasts.delivered.title)).toBeVisible()
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'sent' })])
})
