/**
 * POST /api/forms: the outbox's contact messages and intake submissions (docs/forms.md), kept in D1
 * exactly once per Idempotency-Key, its texts trimmed; a key reused for other content is refused. Refuses,
 * with a 4xx JSON answer and nothing kept: other methods, bodies that are not JSON in UTF-8 or are larger than
 * a submission can be, anything the pages' own rules would not send, and more than FORM_RATE_LIMIT new submissions
 * from one address in its window. A filled honeypot is answered as kept and dropped. When the database fails,
 * the answer is a JSON 503: nothing is kept, and the outbox sends again later.
 */
import { checkSubmission, FORM_BODY_MAX_BYTES, FORM_RATE_LIMIT } from '../src/domain/forms/form-submission'
import type { DeliveryBody } from '../src/domain/forms/delivery-body'
import { addressSalt, type SaltEnv } from './address-salt'
import { clientKeys } from './client-key'
import { accepted, notConfigured, refused, unavailable } from './forms-responses'
import { formsStore, isSameSubmission } from './forms-store'
import { readJsonBody } from './json-body'
import { sendDueNotices, type LeadNoticeEnv } from './lead-notices'

export interface FormsEnv extends SaltEnv, LeadNoticeEnv {
  FORMS_DB: D1Database
}

/** JSON in UTF-8, the only encoding JSON is exchanged in (RFC 8259): another declared charset is refused. */
function isUtf8Json(contentType: string | null): boolean {
  const [type, ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase())
  if (type !== 'application/json') return false
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim())
    return name !== 'charset' || ['utf-8', 'utf8'].includes(value.replace(/^"(.*)"$/, '$1'))
  })
}

export async function handleFormsRequest(
  request: Request,
  env: FormsEnv,
  context: ExecutionContext,
): Promise<Response> {
  if (request.method !== 'POST') return refused(405, 'method-not-allowed', { headers: { Allow: 'POST' } })
  if (!isUtf8Json(request.headers.get('Content-Type'))) return refused(415, 'unsupported-media-type')
  const body = await readJsonBody(request, FORM_BODY_MAX_BYTES)
  if ('refused' in body)
    return body.refused === 'too-large' ? refused(413, 'body-too-large') : refused(400, 'invalid-json')

  const check = checkSubmission(body.value, request.headers.get('Idempotency-Key'))
  if (!check.ok)
    return refused(check.problem === 'fields' ? 422 : 400, check.problem, { fields: check.fields })
  // A robot is told its submission was kept, so it has no reason to try another way.
  if (check.robot) return accepted(check.submission.id, true)
  const salt = addressSalt(env)
  if (salt === null) {
    console.error('/api/forms: FORMS_IP_SALT is not set; refusing to hash addresses without it')
    return notConfigured()
  }

  try {
    const answer = await storeSubmission(check.submission, request, env, salt)
    // A new lead's notice goes once the visitor has their answer; the Cron Trigger sends it if this fails.
    if (answer.status === 201) context.waitUntil(sendDueNotices(env, Date.now(), check.submission.id))
    return answer
  } catch (error) {
    console.error('/api/forms: the database failed', error)
    return unavailable()
  }
}

/**
 * Keeps a checked submission once, within the sender's rate limit. A repeat of a kept one is answered 200; an
 * Idempotency-Key already used for other content is refused, so nothing a sender meant is silently dropped.
 */
async function storeSubmission(
  submission: DeliveryBody,
  request: Request,
  env: FormsEnv,
  salt: string,
): Promise<Response> {
  const store = formsStore(env.FORMS_DB)
  const answerRepeat = (kept: DeliveryBody | null) =>
    kept && isSameSubmission(kept, submission)
      ? accepted(submission.id, false)
      : refused(422, 'idempotency-key-reused')
  const kept = await store.find(submission.id)
  if (kept) return answerRepeat(kept)
  const [client = '', network = ''] = await clientKeys(request, salt)
  const now = Date.now()
  const since = now - FORM_RATE_LIMIT.windowMs
  // A sender's keys are kept only as long as the limit looks back, never for good beside their message.
  await store.forgetClientsBefore(since)
  const limit = {
    since,
    most: FORM_RATE_LIMIT.submissions,
    mostPerNetwork: FORM_RATE_LIMIT.submissionsPerNetwork,
  }
  if (await store.add(submission, { client, network }, now, limit)) return accepted(submission.id, true)
  // Not added: a concurrent request with the same key was kept first, or the sender is at its limit.
  const concurrent = await store.find(submission.id)
  if (concurrent) return answerRepeat(concurrent)
  return refused(429, 'rate-limited', { headers: { 'Retry-After': String(FORM_RATE_LIMIT.windowMs / 1000) } })
}
