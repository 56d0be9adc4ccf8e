/**
 * Which leads the inbox lists: a status, a kind of form and words to look for in the name, e-mail address or
 * organisation. One reading for the page's address (where a bad value is dropped) and the API (where it is
 * refused), so both mean the same by every parameter.
 */
import type { FormKind } from '../forms/delivery-body'
import { isLeadStatus, type LeadStatus } from './lead-status'

export interface InboxQuery {
  status?: LeadStatus
  kind?: FormKind
  /** Words to look for; '' for all. */
  q?: string
}

/** The longest search text: longer than any name, e-mail address or organisation the forms take. */
export const INBOX_SEARCH_MAX = 200

const KINDS: readonly FormKind[] = ['contact', 'intake']
const isKind = (value: unknown): value is FormKind =>
  typeof value === 'string' && (KINDS as readonly string[]).includes(value)

export type QueryProblem = 'status' | 'kind' | 'q'

/** The query's parts, each checked; `problems` names those that are not valid (and were left out). */
export function readInboxQuery(input: Record<string, unknown>): {
  query: InboxQuery
  problems: QueryProblem[]
} {
  const query: InboxQuery = {}
  const problems: QueryProblem[] = []
  const { status, kind, q } = input
  if (status !== undefined && status !== '') {
    if (isLeadStatus(status)) query.status = status
    else problems.push('status')
  }
  if (kind !== undefined && kind !== '') {
    if (isKind(kind)) query.kind = kind
    else problems.push('kind')
  }
  if (q !== undefined) {
    if (typeof q === 'string' && q.length <= INBOX_SEARCH_MAX) {
      const words = q.trim()
      if (words !== '') query.q = words
    } else problems.push('q')
  }
  return { query, problems }
}
