import { describe, expect, test, vi } from 'vitest'
import { handleFormsRequest } from '../../edge/forms-endpoint'
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../edge/forms-responses'
import { FORM_BODY_MAX_BYTES, FORM_RATE_LIMIT } from '../../src/domain/forms/form-submission'
import { HONEYPOT_FIELD } from '../../src/domain/forms/form-honeypot'
import { contactFields } from '../unit/support/contact-submission'
import { contactBody, FORMS_ENDPOINT, postForm, rowsFrom, uniqueEmail } from './support/forms-api'
import { call } from './support/worker-api'

describe('/api/forms keeps each submission once', () => {
  test('the same request posted twice is kept once: 201, then 200', async () => {
    const email = uniqueEmail('twice')
    const body = contactBody(email)
    const first = await postForm(body)
    const second = await postForm(body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual({ ok: true, id: body.id, duplicate: true })
    expect(await rowsFrom(email)).toHaveLength(1)
  })

  test('parallel repeats of one request are kept once', async () => {
    const email = uniqueEmail('parallel')
    const body = contactBody(email)
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => postForm(body)))).map(
      (answer) => answer.status,
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(4)
    expect(await rowsFrom(email)).toHaveLength(1)
  })

  test('an Idempotency-Key reused for another message is refused with 422, and the first message stays', async () => {
    const email = uniqueEmail('reused')
    const body = contactBody(email)
    const other = { ...body, fields: { ...body.fields, message: 'Something else entirely' } }
    expect((await postForm(body)).status).toBe(201)
    const reused = await postForm(other)
    expect(reused.status).toBe(422)
    expect(await reused.json()).toMatchObject({ ok: false, error: 'idempotency-key-reused' })
    expect((await rowsFrom(email)).map((row) => row.fields.message)).toEqual(['Hello'])
  })

  test('a repeat with the same answers, padded, or in another key order, is the same submission', async () => {
    const email = uniqueEmail('padded')
    const body = contactBody(email)
    expect((await postForm(body)).status).toBe(201)
    const padded = { ...body, fields: { ...body.fields, email: ` ${email}\n` } }
    expect((await postForm(padded)).status).toBe(200)
    const reordered = { ...body, fields: Object.fromEntries(Object.entries(body.fields).reverse()) }
    expect((await postForm(reordered)).status).toBe(200)
    const later = { ...body, createdAt: new Date(Date.parse(body.createdAt) + 60_000).toISOString() }
    expect((await postForm(later)).status).toBe(422)
    expect(await rowsFrom(email)).toHaveLength(1)
  })

  test('texts are kept trimmed, an address with a newline after it included', async () => {
    const email = uniqueEmail('trimmed')
    const body = contactBody(email)
    const fields = { ...body.fields, name: '  Ada ', email: `${email}\n`, message: 'Hello\n\n' }
    expect((await postForm({ ...body, fields })).status).toBe(201)
    expect((await rowsFrom(email))[0]?.fields).toEqual({ ...body.fields, name: 'Ada', message: 'Hello' })
  })

  test('a robot that fills the hidden honeypot is told its message was kept, and nothing is', async () => {
    const email = uniqueEmail('robot')
    const body = contactBody(email)
    const answer = await postForm({
      ...body,
      fields: { ...body.fields, [HONEYPOT_FIELD]: 'https://spam.example' },
    })
    expect(answer.status).toBe(201)
    expect(await rowsFrom(email)).toEqual([])
  })
})

describe('/api/forms refuses what the pages would not send', () => {
  test('bad requests get a 4xx JSON answer that says what is wrong, and nothing is kept', async () => {
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
    const cases: { name: string; send: () => Promise<Response>; status: number; error: string }[] = [
      { name: 'a missing field', send: () => postForm(withoutMessage()), status: 422, error: 'fields' },
      {
        name: 'an empty required field',
        send: () => postForm(withFields({ name: '  ' })),
        status: 422,
        error: 'fields',
      },
      {
        name: 'a number for a text',
        send: () => postForm(withFields({ company: 42 })),
        status: 422,
        error: 'fields',
      },
      {
        name: 'an unknown field',
        send: () => postForm(withFields({ admin: true })),
        status: 422,
        error: 'fields',
      },
      {
        name: 'a subject the form does not offer',
        send: () => postForm(withFields({ subject: 'spam' })),
        status: 422,
        error: 'fields',
      },
      {
        name: 'a message longer than the form allows',
        send: () => postForm(withFields({ message: 'x'.repeat(5001) })),
        status: 422,
        error: 'fields',
      },
      ...['a@b', 'ada@localhost', 'ada@example.'].map((address) => ({
        name: `the address ${address}`,
        send: () => postForm(withFields({ email: address })),
        status: 422,
        error: 'fields',
      })),
      {
        name: 'fields that are not an object',
        send: () => postForm({ ...valid(), fields: ['x'] }),
        status: 400,
        error: 'fields-format',
      },
      {
        name: 'a kind of form that does not exist',
        send: () => postForm({ ...valid(), kind: 'order' }),
        status: 400,
        error: 'kind',
      },
      {
        name: 'a body of 1 MB',
        send: () => postForm({ ...valid(), padding: 'x'.repeat(1024 * 1024) }),
        status: 413,
        error: 'body-too-large',
      },
      {
        name: 'a body that is not JSON',
        send: () => postForm(JSON.stringify(valid()).slice(0, -1)),
        status: 400,
        error: 'invalid-json',
      },
      {
        name: 'bytes that are not UTF-8',
        send: () =>
          call(FORMS_ENDPOINT, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': valid().id },
            body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
          }),
        status: 400,
        error: 'invalid-json',
      },
      {
        name: 'another content type',
        send: () => postForm(valid(), { 'Content-Type': 'application/x-www-form-urlencoded' }),
        status: 415,
        error: 'unsupported-media-type',
      },
      ...[
        'application/json; charset=utf-16',
        'application/json; charset=UTF-16LE',
        'application/json;charset="iso-8859-1"',
        'application/json; charset=us-ascii',
      ].map((contentType) => ({
        name: `a body declared as ${contentType}`,
        send: () => postForm(valid(), { 'Content-Type': contentType }),
        status: 415,
        error: 'unsupported-media-type',
      })),
      {
        name: 'no idempotency key',
        send: () => postForm(valid(), { 'Idempotency-Key': '' }),
        status: 400,
        error: 'idempotency-key',
      },
      { name: 'a GET', send: () => call(FORMS_ENDPOINT), status: 405, error: 'method-not-allowed' },
    ]
    expect(FORM_BODY_MAX_BYTES).toBeLessThan(1024 * 1024)
    for (const { name, send, status, error } of cases) {
      const response = await send()
      expect(response.status, name).toBe(status)
      expect(response.headers.get('Content-Type'), name).toContain('application/json')
      expect(await response.json(), name).toMatchObject({ ok: false, error, message: expect.any(String) })
    }
    expect(await rowsFrom(email)).toEqual([])
  })

  test.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON; Charset="UTF-8"',
    'application/json;charset=utf8',
  ])('takes a body declared as %s', async (contentType) => {
    const email = uniqueEmail('type')
    expect((await postForm(contactBody(email), { 'Content-Type': contentType })).status).toBe(201)
    expect(await rowsFrom(email)).toHaveLength(1)
  })

  test(`one address gets ${FORM_RATE_LIMIT.submissions} new submissions per window, then 429; repeats still answer 200`, async () => {
    // Cloudflare sets CF-Connecting-IP itself in production.
    const address = { 'CF-Connecting-IP': '198.51.100.77' }
    const email = uniqueEmail('burst')
    const bodies = Array.from({ length: FORM_RATE_LIMIT.submissions + 1 }, () => contactBody(email))
    for (const body of bodies.slice(0, -1)) expect((await postForm(body, address)).status).toBe(201)

    const refused = await postForm(bodies.at(-1), address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBe(FORM_RATE_LIMIT.windowMs / 1000)
    expect((await postForm(bodies[0], address)).status).toBe(200)
    expect(await rowsFrom(email)).toHaveLength(FORM_RATE_LIMIT.submissions)
    // Another address is not held up.
    expect((await postForm(contactBody(email))).status).toBe(201)
  })

  test(`${FORM_RATE_LIMIT.submissions * 3} new submissions sent at once from one address: exactly ${FORM_RATE_LIMIT.submissions} are kept`, async () => {
    const address = { 'CF-Connecting-IP': '198.51.100.78' }
    const email = uniqueEmail('parallel')
    const answers = await Promise.all(
      Array.from({ length: FORM_RATE_LIMIT.submissions * 3 }, () => postForm(contactBody(email), address)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(FORM_RATE_LIMIT.submissions)
    expect(statuses.filter((status) => status === 429)).toHaveLength(FORM_RATE_LIMIT.submissions * 2)
    expect(await rowsFrom(email)).toHaveLength(FORM_RATE_LIMIT.submissions)
  })
})

describe('/api/forms when it cannot keep a submission', () => {
  const request = (body: object = { ...contactBody('ada@example.com'), fields: contactFields }) => {
    const { id } = body as { id: string }
    return new Request(`https://thinkfirst.example${FORMS_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
      body: JSON.stringify(body),
    })
  }
  /** A D1 binding whose every statement fails, as when the database is down or its table is missing. */
  const failingDatabase = {
    prepare() {
      const statement = {
        bind: () => statement,
        first: () => Promise.reject(new Error('D1_ERROR: no such table: form_submissions')),
        run: () => Promise.reject(new Error('D1_ERROR: no such table: form_submissions')),
      }
      return statement
    },
  } as unknown as D1Database

  test('a failing database: a JSON 503 with Retry-After, so the outbox keeps the message and sends it again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await handleFormsRequest(request(), {
        FORMS_DB: failingDatabase,
        FORMS_IP_SALT: 'salt',
      })
      expect(response.status).toBe(503)
      expect(response.headers.get('Content-Type')).toContain('application/json')
      expect(response.headers.get('Retry-After')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      expect(await response.json()).toMatchObject({ ok: false, error: 'unavailable' })
      expect(logged).toHaveBeenCalledOnce()
    } finally {
      logged.mockRestore()
    }
  })

  test('a failing database still refuses a bad request with its 4xx', async () => {
    const bad = request({ ...contactBody('ada@example.com'), kind: 'letter' })
    const response = await handleFormsRequest(bad, { FORMS_DB: failingDatabase })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ ok: false, error: 'kind' })
  })
})
