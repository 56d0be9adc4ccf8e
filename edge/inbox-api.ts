/**
 * /api/inbox: the owner's leads (docs/forms.md, "The owner's inbox"), behind Cloudflare Access
 * (edge/owner-access.ts). Every parameter is checked and a bad one answered 4xx JSON; a change is accepted
 * only as JSON from this site's own pages, so no other site can make a signed-in owner's browser change or
 * delete a lead.
 *
 * GET    /api/inbox/leads?status=&kind=&q=   the newest leads that match, and how many match
 * GET    /api/inbox/leads.csv?status=&kind=&q=   the same, every one, as a CSV file
 * GET    /api/inbox/leads/{id}                   one lead, its notes and its history
 * POST   /api/inbox/leads/{id}/status  {status}  sets its status
 * POST   /api/inbox/leads/{id}/notes   {body}    adds a private note
 * DELETE /api/inbox/leads/{id}                   deletes the person's data: every submission from its e-mail address
 */
import { API_HEADERS } from '../src/site-rules/site-rules.mjs'
import { inboxCopy } from '../src/content/inbox'
import { outboxMail } from '../src/content/outbox'
import { isUuid } from '../src/domain/encoding/uuid'
import { LEAD_NOTE_MAX, type InboxLead } from '../src/domain/inbox/inbox-lead'
import { readInboxQuery, type InboxQuery } from '../src/domain/inbox/inbox-query'
import { LEAD_DETAILS, leadAnswers, leadSummary } from '../src/domain/inbox/lead-answers'
import { csvText } from '../src/domain/inbox/lead-csv'
import { isLeadStatus } from '../src/domain/inbox/lead-status'
import { inboxStore, type InboxStore } from './inbox-store'
import { readJsonBody } from './json-body'
import { checkOwner, type OwnerAccessEnv } from './owner-access'

export interface InboxEnv extends OwnerAccessEnv {
  FORMS_DB: D1Database
}

/** Leads the list shows at most; the CSV takes every lead that matches, up to its own bound. */
const LIST_MOST = 500
const CSV_MOST = 20_000
/** A change's body: a status or a note, with room for JSON's escapes. */
const CHANGE_BODY_MAX_BYTES = 4 * LEAD_NOTE_MAX + 1024

type InboxRefusal =
  | 'unauthorized'
  | 'forbidden'
  | 'not-configured'
  | 'not-found'
  | 'method-not-allowed'
  | 'bad-query'
  | 'cross-site'
  | 'unsupported-media-type'
  | 'invalid-json'
  | 'body-too-large'
  | 'invalid-status'
  | 'invalid-note'

const MESSAGES: Record<InboxRefusal, string> = {
  unauthorized: 'Sign in through Cloudflare Access to read the inbox.',
  forbidden: 'This sign-in does not open the inbox.',
  'not-configured': 'The inbox is not set up: ACCESS_TEAM_DOMAIN and ACCESS_AUD are missing.',
  'not-found': 'There is no such lead.',
  'method-not-allowed': 'This address does not take that method.',
  'bad-query': 'status, kind or q is not valid.',
  'cross-site': 'Changes are accepted only from the inbox itself.',
  'unsupported-media-type': 'The body must be JSON (Content-Type: application/json).',
  'invalid-json': 'The body is not valid JSON.',
  'body-too-large': 'The body is larger than a change can be.',
  'invalid-status': `status must be one of the inbox's statuses.`,
  'invalid-note': `body must be a note of 1 to ${LEAD_NOTE_MAX} characters.`,
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, ...headers } })
}

function refused(
  status: number,
  error: InboxRefusal,
  details: Record<string, unknown> = {},
  headers = {},
): Response {
  return json(status, { ok: false, error, message: MESSAGES[error], ...details }, headers)
}

const ACCESS_REFUSALS = { 401: 'unauthorized', 403: 'forbidden', 503: 'not-configured' } as const

/** A change comes from this site's own page: JSON, and from its own origin when the browser says where from. */
function changeRefusal(request: Request): Response | null {
  const origin = request.headers.get('Origin')
  if (origin !== null && origin !== new URL(request.url).origin) return refused(403, 'cross-site')
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return refused(403, 'cross-site')
  return null
}

async function changeBody(request: Request): Promise<Record<string, unknown> | Response> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return refused(415, 'unsupported-media-type')
  const body = await readJsonBody(request, CHANGE_BODY_MAX_BYTES)
  if ('refused' in body)
    return body.refused === 'too-large' ? refused(413, 'body-too-large') : refused(400, 'invalid-json')
  const { value } = body
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refused(400, 'invalid-json')
  return value as Record<string, unknown>
}

function queryOf(url: URL): InboxQuery | Response {
  const input: Record<string, unknown> = {}
  for (const name of ['status', 'kind', 'q']) {
    const values = url.searchParams.getAll(name)
    if (values.length > 1) return refused(400, 'bad-query', { parameters: [name] })
    if (values.length === 1) input[name] = values[0]
  }
  const { query, problems } = readInboxQuery(input)
  return problems.length > 0 ? refused(400, 'bad-query', { parameters: problems }) : query
}

/** The CSV of `leads`: one row each, its answers in words, dates in ISO 8601 (UTC). */
export function leadsCsv(leads: readonly InboxLead[]): string {
  const { columns } = inboxCopy.csv
  const header = [
    columns.id,
    columns.receivedAt,
    columns.createdAt,
    columns.kind,
    columns.status,
    columns.name,
    columns.email,
    ...LEAD_DETAILS.map((detail) => columns[detail]),
    columns.answers,
  ]
  const rows = leads.map((lead) => {
    const wording = outboxMail.wording[lead.kind]
    const summary = leadSummary(lead.kind, lead.fields, wording)
    const answers = leadAnswers(lead.fields, wording).map(({ label, value }) => `${label}: ${value}`)
    return [
      lead.id,
      lead.receivedAt,
      lead.createdAt,
      inboxCopy.kinds[lead.kind],
      inboxCopy.statuses[lead.status],
      summary.name,
      summary.email,
      ...LEAD_DETAILS.map((detail) => summary[detail]),
      answers.join('\n'),
    ]
  })
  return csvText(header, rows)
}

async function leadsAnswer(url: URL, store: InboxStore, asCsv: boolean): Promise<Response> {
  const query = queryOf(url)
  if (query instanceof Response) return query
  if (!asCsv) return json(200, await store.list(query, LIST_MOST))
  const { leads } = await store.list(query, CSV_MOST)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(leadsCsv(leads), {
    headers: {
      ...API_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${inboxCopy.csv.fileName(day)}"`,
    },
  })
}

async function leadAnswer(
  request: Request,
  id: string,
  action: string | undefined,
  store: InboxStore,
  owner: string,
) {
  const now = Date.now()
  if (action === undefined) {
    if (request.method === 'GET') {
      const lead = await store.find(id)
      return lead ? json(200, lead) : refused(404, 'not-found')
    }
    if (request.method === 'DELETE') {
      const deleted = await store.deletePerson(id)
      if (deleted === 0) return refused(404, 'not-found')
      console.log(`Inbox: ${owner} deleted the data of lead ${id} (${deleted} submissions)`)
      return json(200, { ok: true, deleted })
    }
    return refused(405, 'method-not-allowed', {}, { Allow: 'GET, DELETE' })
  }
  if (request.method !== 'POST') return refused(405, 'method-not-allowed', {}, { Allow: 'POST' })
  const body = await changeBody(request)
  if (body instanceof Response) return body
  if (action === 'status') {
    if (!isLeadStatus(body.status)) return refused(422, 'invalid-status')
    if (!(await store.setStatus(id, body.status, owner, now))) return refused(404, 'not-found')
  } else {
    const note = typeof body.body === 'string' ? body.body.trim() : ''
    if (note === '' || note.length > LEAD_NOTE_MAX) return refused(422, 'invalid-note')
    if (!(await store.addNote(id, note, owner, now))) return refused(404, 'not-found')
  }
  return json(action === 'notes' ? 201 : 200, await store.find(id))
}

const LEAD_PATH = /^\/api\/inbox\/leads\/([^/]+)(?:\/(status|notes))?$/

export async function handleInboxRequest(request: Request, env: InboxEnv): Promise<Response> {
  const access = await checkOwner(request, env)
  if (!access.ok) return refused(access.status, ACCESS_REFUSALS[access.status])
  const url = new URL(request.url)
  const store = inboxStore(env.FORMS_DB)
  if (url.pathname === '/api/inbox/leads' || url.pathname === '/api/inbox/leads.csv') {
    if (request.method !== 'GET') return refused(405, 'method-not-allowed', {}, { Allow: 'GET' })
    return leadsAnswer(url, store, url.pathname.endsWith('.csv'))
  }
  const lead = LEAD_PATH.exec(url.pathname)
  if (!lead) return refused(404, 'not-found')
  const [, id = '', action] = lead
  if (!isUuid(id)) return refused(404, 'not-found')
  if (request.method !== 'GET') {
    const crossSite = changeRefusal(request)
    if (crossSite) return crossSite
  }
  return leadAnswer(request, id, action, store, access.owner)
}
