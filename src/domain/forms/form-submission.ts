// What the forms endpoint accepts (docs/forms.md): the outbox's POST, checked with the same rules the
// contact and intake pages apply before they send, so nothing a visitor could send is refused, and nothing
// else is kept.
import { contactRequestProblems } from './contact-request'
import { filledHoneypot, FORMER_HONEYPOT_FIELD } from './form-honeypot'
import { intakeRequestProblems } from '../intake/intake-request'
import type { DeliveryBody } from './delivery-body'
import type { RequestFields } from './request-delivery'
import type { FieldProblems } from './request-fields-shape'
import { isUuid } from '../encoding/uuid'

/**
 * The largest request body the endpoint reads. The longest valid submission (an intake with every field at its
 * longest, each character one JSON escapes as \uXXXX) is about 64 KB, so no visitor ever meets this limit.
 */
export const FORM_BODY_MAX_BYTES = 128 * 1024

/**
 * New submissions one address (an IPv6 /64) may make per window, and one IPv6 /48; repeats of a kept one do
 * not count.
 */
export const FORM_RATE_LIMIT = { submissions: 10, submissionsPerNetwork: 30, windowMs: 10 * 60_000 }

/** Why a received body is refused, before or after its fields are read. */
export type SubmissionProblem =
  'body' | 'id' | 'idempotency-key' | 'kind' | 'created-at' | 'fields-format' | 'fields'

export type SubmissionCheck =
  | { ok: true; submission: DeliveryBody; robot: boolean }
  | { ok: false; problem: SubmissionProblem; fields?: FieldProblems }

const FIELD_CHECKS = { contact: contactRequestProblems, intake: intakeRequestProblems } as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isRequestFields = (value: unknown): value is RequestFields =>
  isRecord(value) &&
  Object.values(value).every((field) => ['string', 'number', 'boolean'].includes(typeof field))

/**
 * The fields as they are kept: each text trimmed, as the pages send it, so a pasted newline never stays; the
 * former honeypot, which only autofill filled, is left out.
 */
function trimmed(fields: RequestFields): RequestFields {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name !== FORMER_HONEYPOT_FIELD)
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  )
}

/** Checks a parsed POST body and its Idempotency-Key header; the submission it accepts has trimmed texts. */
export function checkSubmission(body: unknown, idempotencyKey: string | null): SubmissionCheck {
  if (!isRecord(body)) return { ok: false, problem: 'body' }
  const { id, kind, createdAt, fields } = body
  if (typeof id !== 'string' || !isUuid(id)) return { ok: false, problem: 'id' }
  if (idempotencyKey !== id) return { ok: false, problem: 'idempotency-key' }
  if (kind !== 'contact' && kind !== 'intake') return { ok: false, problem: 'kind' }
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)) || createdAt.length > 40)
    return { ok: false, problem: 'created-at' }
  if (!isRequestFields(fields)) return { ok: false, problem: 'fields-format' }
  const submission: DeliveryBody = { id, kind, createdAt, fields: trimmed(fields) }
  if (filledHoneypot(fields)) return { ok: true, submission, robot: true }
  const problems = FIELD_CHECKS[kind](fields)
  if (Object.keys(problems).length > 0) return { ok: false, problem: 'fields', fields: problems }
  return { ok: true, submission, robot: false }
}
