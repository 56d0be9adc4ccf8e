import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { site } from '../../src/content/site'
import { RETRY_DELAYS_MS } from '../../src/domain/outbox/outbox-flush'
import { stubBrowserStorage } from './support/fake-storage'

// The browser edges of submitRequest, replaced so its decisions can be checked in Node.
const browser = vi.hoisted(() => ({
  endpoint: null as string | null,
  syncRequests: 0,
  toasts: 0,
}))
vi.mock('../../src/services/outbox/forms-endpoint', () => ({
  get formsEndpoint() {
    return browser.endpoint
  },
}))
vi.mock('../../src/components/layout/show-toast', () => ({
  showToast: () => {
    browser.toasts += 1
  },
}))
vi.mock('../../src/services/outbox/background-sync', () => ({
  requestBackgroundSync: async () => {
    browser.syncRequests += 1
    return true
  },
}))

const fields = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }
const ENDPOINT = 'https://forms.example/in'

let appDb: { delete(): Promise<void> } | undefined

/** A fresh app database (module state included) over fake-indexeddb, or over no IndexedDB at all. */
async function freshApp(storage: 'available' | 'unavailable') {
  vi.resetModules()
  vi.stubGlobal('navigator', {})
  stubBrowserStorage(storage)
  const { submitRequest } = await import('../../src/features/outbox/submit-request')
  const { getAppDatabase } = await import('../../src/db/database')
  const db = getAppDatabase()
  appDb = storage === 'available' ? db : undefined
  return { submitRequest, db }
}

function answerWith(respond: () => Promise<Response>) {
  const fetchFn = vi.fn(respond)
  vi.stubGlobal('fetch', fetchFn)
  return fetchFn
}

beforeEach(() => {
  Object.assign(browser, { endpoint: null, syncRequests: 0, toasts: 0 })
})

afterEach(async () => {
  await appDb?.delete()
  appDb = undefined
  vi.unstubAllGlobals()
})

describe('submitRequest', () => {
  test('with an endpoint that accepts: sent, and the outbox entry is marked sent', async () => {
    browser.endpoint = ENDPOINT
    const fetchFn = answerWith(async () => new Response(null, { status: 204 }))
    const { submitRequest, db } = await freshApp('available')

    expect(await submitRequest('contact', fields)).toEqual({ outcome: 'sent' })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ kind: 'contact', payload: fields, status: 'sent', attempts: 0 })
    expect(fetchFn).toHaveBeenCalledOnce()
    expect(browser.syncRequests).toBe(0)
  })

  test.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['failing', async () => new Response('oops', { status: 500 })],
  ])('with an endpoint %s: queued, kept with the reason, Background Sync requested', async (_, respond) => {
    browser.endpoint = ENDPOINT
    answerWith(respond)
    const { submitRequest, db } = await freshApp('available')

    expect(await submitRequest('intake', { orgName: 'Acme', orgSize: 50 })).toEqual({ outcome: 'queued' })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      kind: 'intake',
      status: 'queued',
      attempts: 1,
      lastError: expect.any(String),
    })
    expect(browser.syncRequests).toBe(1)
  })

  test('a permanent refusal is not called queued: the e-mail app is offered, and it is never sent again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      browser.endpoint = ENDPOINT
      const fetchFn = answerWith(
        async () => new Response(JSON.stringify({ ok: false, error: 'fields' }), { status: 422 }),
      )
      const { submitRequest, db } = await freshApp('available')

      const delivery = await submitRequest('contact', fields)

      expect(delivery).toMatchObject({
        outcome: 'mail-app',
        mail: { body: expect.stringContaining('Hello') },
      })
      expect(await db.outbox.toArray()).toEqual([
        expect.objectContaining({ status: 'refused', refusalCode: 'fields', payload: fields }),
      ])
      expect(browser.syncRequests).toBe(0)
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0))
      const { deliverPending } = await import('../../src/features/outbox/start-outbox')
      await deliverPending(ENDPOINT)
      expect(fetchFn).toHaveBeenCalledOnce()

      if (delivery.outcome === 'mail-app') await delivery.mail.confirmSent()
      expect(await db.outbox.count()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  test('a message its form is telling is not told again by a background pass that sends it meanwhile', async () => {
    browser.endpoint = ENDPOINT
    const fetchFn = answerWith(async () => new Response(null, { status: 204 }))
    const { db } = await freshApp('available')
    const { queueSubmission } = await import('../../src/db/device-data')
    const { whileFormTells } = await import('../../src/services/outbox/told-by-form')
    const { deliverPending } = await import('../../src/features/outbox/start-outbox')
    const queue = async () => {
      const queued = await queueSubmission('contact', fields)
      if (!queued.ok) throw new Error('not stored')
      return queued.value.id
    }

    // The page's first idle pass runs as the visitor sends: the form's own "Sent" is the one told.
    await whileFormTells(await queue(), () => deliverPending(ENDPOINT))
    expect(fetchFn).toHaveBeenCalledOnce()
    expect(browser.toasts).toBe(0)
    // A message no form is telling (saved offline earlier) earns the background's toast.
    await queue()
    await deliverPending(ENDPOINT)
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(browser.toasts).toBe(1)
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ status: 'sent' }),
      expect.objectContaining({ status: 'sent' }),
    ])
  })

  test('a server error is tried again while the page stays open, after the first pause, and delivered once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      browser.endpoint = ENDPOINT
      const answers = [500, 204]
      const fetchFn = answerWith(async () => new Response(null, { status: answers.shift() ?? 204 }))
      const { submitRequest, db } = await freshApp('available')

      expect(await submitRequest('contact', fields)).toEqual({ outcome: 'queued' })
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1000)
      expect(fetchFn).toHaveBeenCalledOnce()

      await vi.advanceTimersByTimeAsync(1000)
      await vi.waitFor(async () => expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'sent' }))
      expect(fetchFn).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1])
      expect(fetchFn).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  test('without an endpoint: nothing opens by itself; the e-mail is offered and the copy waits for the visitor', async () => {
    const fetchFn = answerWith(async () => new Response(null, { status: 200 }))
    const { submitRequest, db } = await freshApp('available')

    const delivery = await submitRequest('contact', fields)
    if (delivery.outcome !== 'mail-app') throw new Error(`expected the e-mail app, got ${delivery.outcome}`)
    expect(fetchFn).not.toHaveBeenCalled()
    expect(delivery.mail.to).toBe(site.email.hello)
    expect(delivery.mail.href).toMatch(new RegExp(`^mailto:${site.email.hello}\\?subject=.*Ada`))
    expect(delivery.mail.body).toContain('Message: Hello')
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ payload: fields, status: 'queued' }),
    ])

    await delivery.mail.confirmSent()
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ status: 'sent', sentAt: expect.any(Number) }),
    ])
  })

  test('without an endpoint: changing the message first drops the saved copy', async () => {
    const { submitRequest, db } = await freshApp('available')

    const delivery = await submitRequest('contact', fields)
    if (delivery.outcome !== 'mail-app') throw new Error(`expected the e-mail app, got ${delivery.outcome}`)
    await delivery.mail.discard()
    expect(await db.outbox.toArray()).toEqual([])
  })

  test('without IndexedDB, an endpoint that accepts still gets the message', async () => {
    browser.endpoint = ENDPOINT
    const fetchFn = answerWith(async () => new Response(null, { status: 200 }))
    const { submitRequest } = await freshApp('unavailable')

    expect(await submitRequest('contact', fields)).toEqual({ outcome: 'sent' })
    expect(fetchFn).toHaveBeenCalledOnce()
  })

  test('without IndexedDB and no answer, the e-mail app is offered instead of losing the message', async () => {
    browser.endpoint = ENDPOINT
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')))
    const { submitRequest } = await freshApp('unavailable')

    const delivery = await submitRequest('contact', fields)
    expect(delivery).toMatchObject({ outcome: 'mail-app', mail: { href: expect.stringMatching(/^mailto:/) } })
  })

  test('without IndexedDB or an endpoint, the e-mail app is offered, and settling it cannot fail', async () => {
    const { submitRequest } = await freshApp('unavailable')

    const delivery = await submitRequest('contact', fields)
    if (delivery.outcome !== 'mail-app') throw new Error(`expected the e-mail app, got ${delivery.outcome}`)
    await expect(delivery.mail.confirmSent()).resolves.toBeUndefined()
  })

  test('messages queued earlier go out, oldest first, with the next one', async () => {
    browser.endpoint = ENDPOINT
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')))
    const { submitRequest, db } = await freshApp('available')
    expect(await submitRequest('contact', { ...fields, message: 'first' })).toEqual({ outcome: 'queued' })

    const fetchFn = answerWith(async () => new Response(null, { status: 200 }))
    expect(await submitRequest('contact', { ...fields, message: 'second' })).toEqual({ outcome: 'sent' })
    const bodies = fetchFn.mock.calls.map((call) =>
      JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
    )
    expect(bodies.map((body) => body.fields.message)).toEqual(['first', 'second'])
    expect((await db.outbox.toArray()).map((entry) => entry.status)).toEqual(['sent', 'sent'])
  })
})
