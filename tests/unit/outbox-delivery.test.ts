import { describe, expect, test, vi } from 'vitest'
import {
  deliveryRequest,
  formsEndpointFrom,
  postEntry,
  resultOfStatus,
  type OutboxItem,
} from '../../src/domain/outbox/outbox-delivery'

const entry: OutboxItem = {
  id: '0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10',
  kind: 'contact',
  payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello', newsletter: false, size: 12 },
  createdAt: Date.UTC(2026, 10, 22, 9, 30),
}

describe('the forms endpoint setting', () => {
  test.each<[unknown, string | null]>([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['not a url', null],
    ['ftp://forms.example/in', null],
    ['javascript:alert(1)', null],
    ['https://forms.example/in', 'https://forms.example/in'],
    [' http://localhost:4189 ', 'http://localhost:4189/'],
  ])('%j gives %j', (raw, endpoint) => {
    expect(formsEndpointFrom(raw)).toBe(endpoint)
  })

  test.each<[string, string | null]>([
    ['/api/forms', 'https://thinkfirst.example/api/forms'],
    ['//forms.example/in', null],
    ['/\\forms.example/in', null],
  ])('the path %j on this site gives %j', (raw, endpoint) => {
    expect(formsEndpointFrom(raw, 'https://thinkfirst.example')).toBe(endpoint)
  })

  test('a path means nothing without the site it is on (the prerenderer)', () => {
    expect(formsEndpointFrom('/api/forms', undefined)).toBeNull()
  })
})

describe('the delivery request', () => {
  test('is a JSON POST of id, kind, createdAt and fields, keyed by the entry id', () => {
    const request = deliveryRequest('https://forms.example/in', entry)

    expect(request).toMatchObject({
      url: 'https://forms.example/in',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
    })
    expect(JSON.parse(request.body)).toEqual({
      id: entry.id,
      kind: 'contact',
      createdAt: '2026-11-22T09:30:00.000Z',
      fields: entry.payload,
    })
  })

  test.each<[number, string]>([
    [200, 'delivered'],
    [201, 'delivered'],
    [202, 'delivered'],
    [204, 'delivered'],
    [299, 'delivered'],
    [301, 'rejected'],
    [400, 'refused'],
    [404, 'refused'],
    [408, 'rejected'],
    [409, 'refused'],
    [413, 'refused'],
    [415, 'refused'],
    [422, 'refused'],
    [429, 'rejected'],
    [500, 'rejected'],
    [503, 'rejected'],
  ])('HTTP %i counts as %s', (status, kind) => {
    expect(resultOfStatus(status).kind).toBe(kind)
  })

  test('posts with the given fetch and judges the status', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 202 }))

    expect(await postEntry(fetchFn, 'https://forms.example/in', entry)).toEqual({ kind: 'delivered' })
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://forms.example/in')
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', mode: 'cors' })
    expect(init.headers).toMatchObject({ 'Idempotency-Key': entry.id })
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  test("a permanent refusal carries the endpoint's JSON error code, or none when its body is not JSON", async () => {
    const refusing = async () =>
      new Response(JSON.stringify({ ok: false, error: 'fields', message: 'Some fields…' }), { status: 422 })
    const bare = async () => new Response('<h1>Not found</h1>', { status: 404 })

    expect(await postEntry(refusing, 'https://forms.example/in', entry)).toEqual({
      kind: 'refused',
      status: 422,
      code: 'fields',
      error: 'The endpoint answered HTTP 422 (fields)',
    })
    expect(await postEntry(bare, 'https://forms.example/in', entry)).toMatchObject({
      kind: 'refused',
      status: 404,
      code: '',
    })
  })

  test('an error answer is rejected with its status; no answer at all is unreachable', async () => {
    const failing = async () => new Response('nope', { status: 500 })
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }

    expect(await postEntry(failing, 'https://forms.example/in', entry)).toEqual({
      kind: 'rejected',
      error: 'The endpoint answered HTTP 500',
    })
    expect(await postEntry(offline, 'https://forms.example/in', entry)).toEqual({
      kind: 'unreachable',
      error: 'No answer from the endpoint (TypeError: Failed to fetch)',
    })
  })
})
