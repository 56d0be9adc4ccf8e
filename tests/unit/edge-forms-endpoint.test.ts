import { describe, expect, test, vi } from 'vitest'
import type { D1Database } from '../../edge/d1'
import { handleFormsRequest } from '../../edge/forms-endpoint'
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../edge/forms-responses'
import { isSameSubmission } from '../../edge/forms-store'
import type { DeliveryBody } from '../../src/domain/outbox-delivery'
import { contactFields, SUBMISSION_ID } from './support/contact-submission'

const id = SUBMISSION_ID
const contact = { id, kind: 'contact', createdAt: '2026-11-22T09:30:00.000Z', fields: contactFields }

function post(body: unknown): Request {
  return new Request('https://thinkfirst.example/api/forms', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
    body: JSON.stringify(body),
  })
}

/** A D1 binding whose every statement fails, as when the database is down or its table is missing. */
const failingDatabase: D1Database = {
  prepare() {
    const statement = {
      bind: () => statement,
      first: () => Promise.reject(new Error('D1_ERROR: no such table: form_submissions')),
      run: () => Promise.reject(new Error('D1_ERROR: no such table: form_submissions')),
    }
    return statement
  },
}

describe('/api/forms when the database fails', () => {
  test('answers a JSON 503 with Retry-After, so the outbox keeps the message and sends it again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await handleFormsRequest(post(contact), {
        FORMS_DB: failingDatabase,
        FORMS_IP_SALT: 'test-salt',
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

  test('still refuses a bad request with its 4xx before touching the database', async () => {
    const response = await handleFormsRequest(post({ ...contact, kind: 'letter' }), {
      FORMS_DB: failingDatabase,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ ok: false, error: 'kind' })
  })
})

describe('/api/forms without its address salt', () => {
  test('keeps nothing and answers a JSON 503 outside local development, so no address is hashed unsalted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let touched = false
    const watched: D1Database = {
      prepare: (query: string) => {
        touched = true
        return failingDatabase.prepare(query)
      },
    }
    try {
      const response = await handleFormsRequest(post(contact), { FORMS_DB: watched })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ ok: false, error: 'not-configured' })
      expect(touched).toBe(false)
      expect(logged).toHaveBeenCalledOnce()
    } finally {
      logged.mockRestore()
    }
  })
})

describe('isSameSubmission', () => {
  const kept: DeliveryBody = { ...contact, kind: 'contact' }

  test('takes the same answers in another key order as a repeat', () => {
    const reordered = Object.fromEntries(Object.entries(kept.fields).reverse())
    expect(isSameSubmission(kept, { ...kept, fields: reordered })).toBe(true)
  })

  test.each([
    ['another answer', { ...kept, fields: { ...kept.fields, message: 'Hello again' } }],
    ['another form', { ...kept, kind: 'intake' as const }],
    ['another moment', { ...kept, createdAt: '2026-11-22T09:31:00.000Z' }],
  ])('tells %s apart', (_, other) => {
    expect(isSameSubmission(kept, other)).toBe(false)
  })
})
