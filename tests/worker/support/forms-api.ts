/** Posting to /api/forms as the outbox does, and reading back what the forms database kept. */
import { env } from 'cloudflare:test'
import { call } from './worker-api'

export const FORMS_ENDPOINT = '/api/forms'

/** A contact message as the outbox POSTs it, from `email`. */
export function contactBody(email: string, id: string = crypto.randomUUID()) {
  return {
    id,
    kind: 'contact',
    createdAt: new Date().toISOString(),
    fields: { name: 'Ada', email, company: '', role: '', subject: 'general', message: 'Hello' },
  }
}

/** POSTs `body` (a string as it is, anything else as JSON) with its id as the Idempotency-Key. */
export function postForm(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const id = (body as { id?: string }).id ?? ''
  return call(FORMS_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The rows kept whose fields carry this e-mail address (each test sends its own), their fields parsed. */
export async function rowsFrom(email: string) {
  const { results } = await env.FORMS_DB.prepare(
    "SELECT id, kind, fields FROM form_submissions WHERE json_extract(fields, '$.email') = ? ORDER BY received_at",
  )
    .bind(email)
    .all<{ id: string; kind: string; fields: string }>()
  return results.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, unknown> }))
}

/** A fresh address per test, so a test counts only its own rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`
}
