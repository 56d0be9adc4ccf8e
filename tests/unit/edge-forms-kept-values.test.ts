import { describe, expect, test } from 'vitest'
import type { D1Database } from '../../edge/d1'
import { handleFormsRequest } from '../../edge/forms-endpoint'
import { contactFields, SUBMISSION_ID } from './support/contact-submission'

const id = SUBMISSION_ID
const contact = { id, kind: 'contact', createdAt: '2026-11-22T09:30:00.000Z', fields: contactFields }

/** The forms table in memory: what the endpoint keeps is in `rows`, by id, its fields parsed back. */
function memoryDatabase() {
  const rows = new Map<string, { kind: string; created_at: string; fields: string }>()
  const database: D1Database = {
    prepare(query) {
      let values: unknown[] = []
      const statement = {
        bind: (...bound: unknown[]) => ((values = bound), statement),
        first: async <Row>() => {
          if (query.startsWith('SELECT count')) return { count: 0 } as Row
          return (rows.get(values[0] as string) ?? null) as Row | null
        },
        run: async () => {
          if (!query.trimStart().startsWith('INSERT')) return { meta: { changes: 0 } }
          const [rowId, kind, createdAt, , fields] = values as string[]
          rows.set(rowId!, { kind: kind!, created_at: createdAt!, fields: fields! })
          return { meta: { changes: 1 } }
        },
      }
      return statement
    },
  }
  const kept = (key: string) => {
    const row = rows.get(key)
    return row && (JSON.parse(row.fields) as Record<string, unknown>)
  }
  return { database, kept }
}

function post(body: unknown, contentType = 'application/json'): Request {
  return new Request('https://thinkfirst.example/api/forms', {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'Idempotency-Key': id },
    body: JSON.stringify(body),
  })
}

describe('/api/forms keeps what the pages would send, as they send it', () => {
  test('an address with a newline after it is kept without it, like every other text', async () => {
    const { database, kept } = memoryDatabase()
    const fields = { ...contactFields, name: '  Ada ', email: 'ada@example.com\n', message: 'Hello\n\n' }
    const response = await handleFormsRequest(post({ ...contact, fields }), {
      FORMS_DB: database,
      FORMS_IP_SALT: 'test-salt',
    })
    expect(response.status).toBe(201)
    expect(kept(id)).toEqual({ ...contactFields, name: 'Ada', email: 'ada@example.com', message: 'Hello' })
  })

  test('a repeat with the same answers, padded, is the same submission', async () => {
    const { database } = memoryDatabase()
    await handleFormsRequest(post(contact), { FORMS_DB: database, FORMS_IP_SALT: 'test-salt' })
    const padded = { ...contact, fields: { ...contactFields, email: ` ${contactFields.email}\n` } }
    expect(
      (await handleFormsRequest(post(padded), { FORMS_DB: database, FORMS_IP_SALT: 'test-salt' })).status,
    ).toBe(200)
  })

  test.each(['a@b', 'ada@localhost', 'ada@example.'])(
    'refuses %s, an address the pages refuse, and keeps nothing',
    async (email) => {
      const { database, kept } = memoryDatabase()
      const response = await handleFormsRequest(post({ ...contact, fields: { ...contactFields, email } }), {
        FORMS_DB: database,
      })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({
        ok: false,
        error: 'fields',
        fields: { email: 'invalid' },
      })
      expect(kept(id)).toBeUndefined()
    },
  )
})

describe('/api/forms reads UTF-8 JSON only', () => {
  test.each([
    'application/json; charset=utf-16',
    'application/json; charset=UTF-16LE',
    'application/json;charset="iso-8859-1"',
    'application/json; charset=us-ascii',
  ])('refuses a body declared as %s with 415, and keeps nothing', async (contentType) => {
    const { database, kept } = memoryDatabase()
    const response = await handleFormsRequest(post(contact, contentType), {
      FORMS_DB: database,
      FORMS_IP_SALT: 'test-salt',
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ ok: false, error: 'unsupported-media-type' })
    expect(kept(id)).toBeUndefined()
  })

  test.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON; Charset="UTF-8"',
    'application/json;charset=utf8',
  ])('takes a body declared as %s', async (contentType) => {
    const { database, kept } = memoryDatabase()
    const response = await handleFormsRequest(post(contact, contentType), {
      FORMS_DB: database,
      FORMS_IP_SALT: 'test-salt',
    })
    expect(response.status).toBe(201)
    expect(kept(id)).toEqual(contactFields)
  })
})
