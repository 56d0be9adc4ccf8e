// The forms endpoint's answers: JSON with the API's security headers (src/site-rules/site-rules.mjs). A refusal says
// what was wrong in a stable code, a sentence for whoever reads the logs, and each refused field.
import { API_HEADERS } from '../src/site-rules/site-rules.mjs'
import type { SubmissionProblem } from '../src/domain/forms/form-submission'
import type { FieldProblems } from '../src/domain/forms/request-fields-shape'

export type RefusalCode =
  | 'method-not-allowed'
  | 'unsupported-media-type'
  | 'body-too-large'
  | 'invalid-json'
  | 'rate-limited'
  | 'idempotency-key-reused'
  | SubmissionProblem

const MESSAGES: Record<RefusalCode, string> = {
  'method-not-allowed': 'Only POST is accepted here.',
  'unsupported-media-type': 'The body must be JSON in UTF-8 (Content-Type: application/json).',
  'body-too-large': 'The body is larger than a form submission can be.',
  'invalid-json': 'The body is not valid JSON.',
  'rate-limited': 'Too many submissions from this address; try again later.',
  'idempotency-key-reused': 'This Idempotency-Key was already used for a different submission.',
  body: 'The body must be a JSON object with id, kind, createdAt and fields.',
  id: 'id must be a UUID.',
  'idempotency-key': 'The Idempotency-Key header must be present and equal the body’s id.',
  kind: 'kind must be "contact" or "intake".',
  'created-at': 'createdAt must be an ISO 8601 date.',
  'fields-format': 'fields must be an object of strings, numbers and booleans.',
  fields: 'Some fields are missing, unknown or not valid.',
}

/** How long a client should wait before sending again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, ...headers } })
}

/** The submission is kept: 201 the first time, 200 for a repeat of the same submission. */
export function accepted(id: string, firstTime: boolean): Response {
  return json(firstTime ? 201 : 200, { ok: true, id, duplicate: !firstTime })
}

/** The request is refused with a 4xx status and nothing is kept. */
export function refused(
  status: number,
  error: RefusalCode,
  details: { fields?: FieldProblems; headers?: Record<string, string> } = {},
): Response {
  const body = {
    ok: false,
    error,
    message: MESSAGES[error],
    ...(details.fields && { fields: details.fields }),
  }
  return json(status, body, details.headers)
}

/** The database failed: nothing is kept, and the outbox should send the same submission again later. */
export function unavailable(): Response {
  const body = {
    ok: false,
    error: 'unavailable',
    message: 'Submissions cannot be kept right now; send the same one again later.',
  }
  return json(503, body, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) })
}

/** The deployment lacks its address salt: nothing is kept, and the outbox sends again once it is set. */
export function notConfigured(): Response {
  const body = {
    ok: false,
    error: 'not-configured',
    message: 'This endpoint is not set up yet; send the same submission again later.',
  }
  return json(503, body, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) })
}
