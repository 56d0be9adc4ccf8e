/**
 * The owner's pages' calls to /api/inbox (edge/inbox-api.ts). Cloudflare Access signs each request in; when
 * its sign-in has ended, Access answers with a redirect to its login page, which a fetch cannot follow, so
 * that reads as "signed out" and the page asks for a reload (a navigation Access can sign in).
 */
import type { InboxLeadDetail, InboxList } from '../../domain/inbox/inbox-lead'
import type { InboxQuery } from '../../domain/inbox/inbox-query'
import type { LeadStatus } from '../../domain/inbox/lead-status'

export type InboxProblem = 'signed-out' | 'not-found' | 'offline' | 'failed'
export type InboxAnswer<Value> = { ok: true; value: Value } | { ok: false; problem: InboxProblem }

const API = '/api/inbox/leads'

function problemOf(status: number): InboxProblem {
  if (status === 401 || status === 403) return 'signed-out'
  if (status === 404) return 'not-found'
  return 'failed'
}

async function call<Value>(path: string, init: RequestInit = {}): Promise<InboxAnswer<Value>> {
  let answer: Response
  try {
    answer = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      redirect: 'manual',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    })
  } catch {
    return { ok: false, problem: navigator.onLine ? 'failed' : 'offline' }
  }
  if (answer.type === 'opaqueredirect') return { ok: false, problem: 'signed-out' }
  if (!answer.ok) return { ok: false, problem: problemOf(answer.status) }
  try {
    return { ok: true, value: (await answer.json()) as Value }
  } catch {
    return { ok: false, problem: 'failed' }
  }
}

/** The query as the API's address reads it: only the parts that are set. */
export function querySearch(query: InboxQuery): string {
  const search = new URLSearchParams()
  for (const name of ['status', 'kind', 'q'] as const) {
    const value = query[name]
    if (value) search.set(name, value)
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

export const fetchLeads = (query: InboxQuery) => call<InboxList>(`${API}${querySearch(query)}`)
export const leadsCsvUrl = (query: InboxQuery) => `${API}.csv${querySearch(query)}`
export const fetchLead = (id: string) => call<InboxLeadDetail>(`${API}/${encodeURIComponent(id)}`)

export const setLeadStatus = (id: string, status: LeadStatus) =>
  call<InboxLeadDetail>(`${API}/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: JSON.stringify({ status }),
  })

export const addLeadNote = (id: string, body: string) =>
  call<InboxLeadDetail>(`${API}/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    body: JSON.stringify({ body }),
  })

export const deletePersonData = (id: string) =>
  call<{ deleted: number }>(`${API}/${encodeURIComponent(id)}`, { method: 'DELETE' })
