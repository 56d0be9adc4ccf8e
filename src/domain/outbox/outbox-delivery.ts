// How one outbox entry is delivered to the forms endpoint, shared by the page and the service
// worker so both send exactly the same request and judge the answer the same way.
import { ROOM_RESULT_KIND, type DeliveryBody, type FormKind } from '../forms/delivery-body'
import type { RequestFields } from '../forms/request-delivery'

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox'
/** The Web Lock every tab and the service worker take before flushing, so only one of them sends at a time. */
export const OUTBOX_LOCK = 'think-first-outbox'
/** A request that has not answered by then counts as failed; the entry stays queued for the next try. */
export const DELIVERY_TIMEOUT_MS = 15_000
/** What the service worker tells open pages after it delivered entries saved earlier. */
export const OUTBOX_DELIVERED_MESSAGE = 'OUTBOX_DELIVERED'

/** What the delivery needs of a stored outbox entry (the db's OutboxEntry has these fields and more). */
export interface OutboxItem {
  id: string
  kind: FormKind | typeof ROOM_RESULT_KIND
  payload: RequestFields
  createdAt: number
}

/** Where entries go: forms to the forms endpoint (null: none, the mail app delivers), room results to this site. */
export interface DeliveryTargets {
  forms: string | null
  origin: string
}

/** The JSON body the endpoint receives. */
export interface DeliveryRequest {
  url: string
  method: 'POST'
  headers: Record<string, string>
  body: string
}

/** The result of one try: delivered, refused for good, or still to deliver with the reason why. */
export type AttemptResult =
  | { kind: 'delivered' }
  /**
   * The endpoint answered with an error that may pass (5xx, 408, 429); other entries may still go through.
   * `retryAfterMs`: when the answer said how long to wait (Retry-After).
   */
  | { kind: 'rejected'; error: string; retryAfterMs?: number }
  /**
   * The endpoint refused this entry for good (any other 4xx): sending it again would be refused again.
   * `code` is the endpoint's JSON `error` code, or '' when the answer had none.
   */
  | { kind: 'refused'; status: number; code: string; error: string }
  /** No answer at all (offline, timeout, blocked): the next entries would fail the same way. */
  | { kind: 'unreachable'; error: string }

/**
 * The endpoint configured at build time, or null when there is none. An absolute http(s) address counts, and so
 * does a path on this site ('/api/forms', resolved against the site's `origin`); anything else, a typo in the
 * build settings say, falls back to the mail app instead of posting somewhere odd.
 */
export function formsEndpointFrom(raw: unknown, origin?: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null
  const value = raw.trim()
  const onThisSite = value.startsWith('/')
  try {
    const url = onThisSite ? new URL(value, origin) : new URL(value)
    // '//host/x' and '/\\host/x' are paths only in looks: they leave the site.
    if (onThisSite && url.origin !== origin) return null
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** The POST for an entry: JSON, with the entry id as the idempotency key so a retried POST counts once. */
export function deliveryRequest(endpoint: string, entry: OutboxItem): DeliveryRequest {
  const body: DeliveryBody = {
    id: entry.id,
    kind: entry.kind,
    createdAt: new Date(entry.createdAt).toISOString(),
    fields: entry.payload,
  }
  return {
    url: endpoint,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
    body: JSON.stringify(body),
  }
}

// 4xx answers that say "not now" rather than "not this": a timeout and the rate limit.
const TEMPORARY_CLIENT_ERRORS = [408, 429]

/** Whether an answer refuses the entry for good, so it must not be sent again. */
export function isPermanentRefusal(status: number): boolean {
  return status >= 400 && status < 500 && !TEMPORARY_CLIENT_ERRORS.includes(status)
}

/**
 * Judges the endpoint's answer: any 2xx is delivered, a permanent 4xx refused, anything else stays queued,
 * with the wait its Retry-After asks for (in seconds; an HTTP date is not worth the clock skew).
 */
export function resultOfStatus(status: number, code = '', retryAfter: string | null = null): AttemptResult {
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  const error = `The endpoint answered HTTP ${status}${code ? ` (${code})` : ''}`
  if (isPermanentRefusal(status)) return { kind: 'refused', status, code, error }
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null
  return seconds === null
    ? { kind: 'rejected', error }
    : { kind: 'rejected', error, retryAfterMs: seconds * 1000 }
}

/** The `error` code of a refusal's JSON body ({ ok: false, error: 'fields', … }), or '' when there is none. */
export async function refusalCode(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json()
    const code = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined
    return typeof code === 'string' ? code.slice(0, 64) : ''
  } catch {
    return ''
  }
}

const NO_ANSWER = 'No answer from the endpoint'

/** A request that never got an answer. */
export function resultOfNetworkError(error: unknown): AttemptResult {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return { kind: 'unreachable', error: `${NO_ANSWER} (${reason})` }
}

/** Whether an entry's last try got no answer at all (offline), rather than an answer asking to wait. */
export function lastTryUnanswered(lastError: string | undefined): boolean {
  return lastError?.startsWith(NO_ANSWER) ?? false
}

/** The fields of a room result's payload that make its envelope (the payload also names the room by `code`). */
const ENVELOPE_FIELDS = ['id', 'attendeeId', 'source', 'ephemeralKey', 'iv', 'ciphertext'] as const

/**
 * The POST of a room result to its room on this site: the sealed envelope, the result id as idempotency key,
 * and the token the room gave the phone or tablet at its join (kept in the payload beside the envelope).
 */
export function roomResultRequest(origin: string, entry: OutboxItem): DeliveryRequest {
  const code = String(entry.payload.code ?? '')
  const envelope: RequestFields = { id: entry.id }
  for (const field of ENVELOPE_FIELDS) {
    const value = entry.payload[field]
    if (field !== 'id' && value !== undefined) envelope[field] = value
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id }
  if (typeof entry.payload.token === 'string') headers.Authorization = `Bearer ${entry.payload.token}`
  return {
    url: new URL(`/api/rooms/${encodeURIComponent(code)}/results`, origin).href,
    method: 'POST',
    headers,
    body: JSON.stringify(envelope),
  }
}

/** Whether an entry can go out with these targets: room results always, forms only to an endpoint. */
export function isDeliverable(entry: OutboxItem, targets: DeliveryTargets): boolean {
  return entry.kind === ROOM_RESULT_KIND || targets.forms !== null
}

/** Sends one entry of any kind where it belongs (see isDeliverable) and judges the answer. */
export function sendOutboxEntry(
  fetchFn: typeof fetch,
  targets: DeliveryTargets,
  entry: OutboxItem,
): Promise<AttemptResult> {
  if (entry.kind === ROOM_RESULT_KIND) return postRequest(fetchFn, roomResultRequest(targets.origin, entry))
  if (targets.forms === null) return Promise.resolve({ kind: 'rejected', error: 'No forms endpoint' })
  return postEntry(fetchFn, targets.forms, entry)
}

/** Sends one form entry with the given fetch (the page's or the service worker's) and judges the answer. */
export function postEntry(
  fetchFn: typeof fetch,
  endpoint: string,
  entry: OutboxItem,
): Promise<AttemptResult> {
  return postRequest(fetchFn, deliveryRequest(endpoint, entry))
}

async function postRequest(fetchFn: typeof fetch, request: DeliveryRequest): Promise<AttemptResult> {
  const { url, ...init } = request
  // AbortSignal.timeout is newer than the browsers the build targets (Safari 16, Chrome 103).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), DELIVERY_TIMEOUT_MS)
  try {
    const response = await fetchFn(url, {
      ...init,
      mode: 'cors',
      credentials: 'omit',
      signal: controller.signal,
    })
    const code = isPermanentRefusal(response.status) ? await refusalCode(response) : ''
    return resultOfStatus(response.status, code, response.headers.get('Retry-After'))
  } catch (error) {
    return resultOfNetworkError(error)
  } finally {
    clearTimeout(timer)
  }
}
