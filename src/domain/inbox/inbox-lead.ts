// What the inbox's API answers about leads (edge/inbox-api.ts), read by the owner's pages.
import type { FormKind } from '../forms/delivery-body'
import type { RequestFields } from '../forms/request-delivery'
import type { LeadStatus } from './lead-status'

export interface InboxLead {
  id: string
  kind: FormKind
  /** When the visitor sent it (their clock) and when the site kept it, ISO 8601. */
  createdAt: string
  receivedAt: string
  status: LeadStatus
  fields: RequestFields
}

export interface LeadNote {
  id: number
  body: string
  author: string
  at: string
}

export interface LeadChange {
  change: 'status' | 'note'
  /** The new status, for a status change. */
  detail: string
  author: string
  at: string
}

export interface InboxLeadDetail extends InboxLead {
  notes: LeadNote[]
  history: LeadChange[]
}

export interface InboxList {
  leads: InboxLead[]
  /** How many match, of which `leads` are the newest. */
  total: number
}

/** The longest private note, in characters. */
export const LEAD_NOTE_MAX = 5000
