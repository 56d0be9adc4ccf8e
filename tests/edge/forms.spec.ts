import type { APIRequestContext, Page } from '@playwright/test'
import { RATE_LIMIT } from '../../edge/forms-endpoint'
import { contactFormCopy, contactToasts } from '../../src/content/contact'
import { deliveryOutcomeCopy } from '../../src/content/intake'
import { recommendedPackage } from '../../src/content/intake-recommendations'
import { HONEYPOT_FIELD } from '../../src/domain/form-honeypot'
import { FORM_BODY_MAX_BYTES } from '../../src/domain/form-submission'
import { contactField, fillContactForm, outboxRows, toastWith, visitor } from '../e2e/contact-helpers'
import { waitForHydration } from '../e2e/fixtures'
import { base, completeIntake, resultHeading } from '../e2e/intake-helpers'
import { expect, test, uniqueEmail } from './edge-site'

const ENDPOINT = '/api/forms'

async function sendContact(page: Page, email: string) {
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page, { ...visitor, email })
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
}

/** A contact message as the outbox POSTs it. */
function contactBody(email: string, id: string = crypto.randomUUID()) {
  return {
    id,
    kind: 'contact',
    createdAt: new Date().toISOString(),
    fields: { name: 'Ada', email, company: '', role: '', subject: 'general', message: 'Hello' },
  }
}

function post(request: APIRequestContext, body: unknown, headers: Record<string, string> = {}) {
  const id = (body as { id?: string }).id ?? ''
  return request.post(ENDPOINT, {
    // Bytes, so Playwright sends a string as it is (it would quote one that is not valid JSON).
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id, ...headers },
    maxRedirects: 0,
  })
}

test('a contact message sent from the page is kept as one row, as the visitor typed it', async ({
  page,
  formsDb,
}) => {
  const email = uniqueEmail('contact')
  await sendContact(page, email)
  await expect(toastWith(page, contactToasts.sent.title)).toBeVisible()

  const [entry] = await outboxRows(page)
  expect(await formsDb.rowsFrom(email)).toEqual([
    {
      id: entry!.id,
      kind: 'contact',
      fields: {
        name: visitor.name,
        email,
        company: visitor.company,
        role: '',
        subject: 'general',
        message: visitor.message,
      },
    },
  ])
})

test('an intake sent from the page is kept as one row, with its recommendation', async ({
  page,
  formsDb,
}) => {
  const email = uniqueEmail('intake')
  await completeIntake(page, { ...base, email })
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
  await expect(page.getByText(deliveryOutcomeCopy.sent)).toBeVisible()

  const rows = await formsDb.rowsFrom(email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    kind: 'intake',
    fields: { ...base, email, recommendation: recommendedPackage('starter-session').name },
  })
})

test('when the answer to the first POST is lost, the outbox sends it again and it is still kept once', async ({
  page,
  formsDb,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to fetch|ERR_FAILED/)
  const email = uniqueEmail('retry')
  // The first POST reaches the edge and is kept; the visitor's browser never hears back.
  await page.route(`**${ENDPOINT}`, async (route) => {
    await route.fetch()
    await route.abort('failed')
  })
  await sendContact(page, email)
  await expect(toastWith(page, contactToasts.queued.title)).toBeVisible()
  expect(await formsDb.rowsFrom(email)).toHaveLength(1)

  await page.unroute(`**${ENDPOINT}`)
  // The next visit's delivery pass (or the worker's Background Sync) sends it again and hears 200.
  await page.reload()
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'sent' })])
  const rows = await formsDb.rowsFrom(email)
  expect(rows.map((row) => row.id)).toEqual([(await outboxRows(page))[0]!.id])
})

test('the same request posted twice is kept once: 201, then 200', async ({ request, formsDb }) => {
  const email = uniqueEmail('twice')
  const body = contactBody(email)
  const first = await post(request, body)
  const second = await post(request, body)
  expect(first.status()).toBe(201)
  expect(second.status()).toBe(200)
  expect(await second.json()).toEqual({ ok: true, id: body.id, duplicate: true })
  expect(await formsDb.rowsFrom(email)).toHaveLength(1)
})

test('an Idempotency-Key reused for another message is refused with 422, and the first message stays', async ({
  request,
  formsDb,
}) => {
  const email = uniqueEmail('reused')
  const body = contactBody(email)
  const other = { ...body, fields: { ...body.fields, message: 'Something else entirely' } }
  expect((await post(request, body)).status()).toBe(201)
  const reused = await post(request, other)
  expect(reused.status()).toBe(422)
  expect(await reused.json()).toMatchObject({ ok: false, error: 'idempotency-key-reused' })
  expect((await formsDb.rowsFrom(email)).map((row) => row.fields.message)).toEqual(['Hello'])
})

test('bad requests get a 4xx JSON answer that says what is wrong, and nothing is kept', async ({
  request,
  formsDb,
}) => {
  const email = uniqueEmail('bad')
  const valid = () => contactBody(email)
  const withFields = (fields: Record<string, unknown>) => {
    const body = valid()
    return { ...body, fields: { ...body.fields, ...fields } }
  }
  const withoutMessage = () => {
    const body = valid()
    return {
      ...body,
      fields: Object.fromEntries(Object.entries(body.fields).filter(([name]) => name !== 'message')),
    }
  }
  const cases: { name: string; send: () => ReturnType<typeof post>; status: number; error: string }[] = [
    { name: 'a missing field', send: () => post(request, withoutMessage()), status: 422, error: 'fields' },
    {
      name: 'an empty required field',
      send: () => post(request, withFields({ name: '  ' })),
      status: 422,
      error: 'fields',
    },
    {
      name: 'a number for a text',
      send: () => post(request, withFields({ company: 42 })),
      status: 422,
      error: 'fields',
    },
    {
      name: 'an unknown field',
      send: () => post(request, withFields({ admin: true })),
      status: 422,
      error: 'fields',
    },
    {
      name: 'a subject the form does not offer',
      send: () => post(request, withFields({ subject: 'spam' })),
      status: 422,
      error: 'fields',
    },
    {
      name: 'a message longer than the form allows',
      send: () => post(request, withFields({ message: 'x'.repeat(5001) })),
      status: 422,
      error: 'fields',
    },
    {
      name: 'fields that are not an object',
      send: () => post(request, { ...valid(), fields: ['x'] }),
      status: 400,
      error: 'fields-format',
    },
    {
      name: 'a kind of form that does not exist',
      send: () => post(request, { ...valid(), kind: 'order' }),
      status: 400,
      error: 'kind',
    },
    {
      name: 'a body of 1 MB',
      send: () => post(request, { ...valid(), padding: 'x'.repeat(1024 * 1024) }),
      status: 413,
      error: 'body-too-large',
    },
    {
      name: 'a body that is not JSON',
      send: () => post(request, `${JSON.stringify(valid()).slice(0, -1)}`),
      status: 400,
      error: 'invalid-json',
    },
    {
      name: 'another content type',
      send: () => post(request, valid(), { 'Content-Type': 'application/x-www-form-urlencoded' }),
      status: 415,
      error: 'unsupported-media-type',
    },
    {
      name: 'no idempotency key',
      send: () => post(request, valid(), { 'Idempotency-Key': '' }),
      status: 400,
      error: 'idempotency-key',
    },
    { name: 'a GET', send: () => request.get(ENDPOINT), status: 405, error: 'method-not-allowed' },
  ]
  expect(FORM_BODY_MAX_BYTES).toBeLessThan(1024 * 1024)
  for (const { name, send, status, error } of cases) {
    const response = await send()
    expect(response.status(), name).toBe(status)
    expect(response.headers()['content-type'], name).toContain('application/json')
    expect(await response.json(), name).toMatchObject({ ok: false, error, message: expect.any(String) })
  }
  expect(await formsDb.rowsFrom(email)).toEqual([])
})

test('a robot that fills the hidden honeypot is told its message was sent, and nothing is kept', async ({
  page,
  formsDb,
}) => {
  const email = uniqueEmail('robot')
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page, { ...visitor, email })
  // A person never meets this field: it is off screen, out of the tab order and hidden from screen readers.
  const honeypot = page.locator(`input[name="${HONEYPOT_FIELD}"]`)
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(contactField(page, contactFormCopy.labels.name)).toBeVisible()
  await honeypot.fill('https://cheap-pills.example', { force: true })
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
  await expect(toastWith(page, contactToasts.sent.title)).toBeVisible()
  expect(await formsDb.rowsFrom(email)).toEqual([])
})

test(`one address gets ${RATE_LIMIT.submissions} new submissions per window, then 429; repeats still answer 200`, async ({
  request,
  formsDb,
}) => {
  // Cloudflare sets CF-Connecting-IP itself in production; the local runtime takes it from the request.
  const address = { 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` }
  const email = uniqueEmail('burst')
  const bodies = Array.from({ length: RATE_LIMIT.submissions + 1 }, () => contactBody(email))
  for (const body of bodies.slice(0, -1)) expect((await post(request, body, address)).status()).toBe(201)

  const refused = await post(request, bodies.at(-1), address)
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBe(RATE_LIMIT.windowMs / 1000)
  expect((await post(request, bodies[0], address)).status()).toBe(200)
  expect(await formsDb.rowsFrom(email)).toHaveLength(RATE_LIMIT.submissions)
})
