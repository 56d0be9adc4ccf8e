import type { AssessmentResult, AssessmentSession } from '../domain/assessment/assessment-types'
import type { CardOrder } from '../domain/assessment/session'

/** One stored in-progress assessment: the session itself plus where in the current round the visitor was. */
export interface SessionRecord {
  id: string
  session: AssessmentSession
  /** Absent before the first round starts; a new visit without it reshuffles. */
  cardOrder?: CardOrder
  /** Position within the current step's round in cardOrder. */
  cardIndex?: number
  /** Epoch milliseconds of the last save. */
  updatedAt: number
  schemaVersion: number
}

/** What a caller saves; the repository stamps updatedAt and schemaVersion. */
export type SessionDraft = Omit<SessionRecord, 'updatedAt' | 'schemaVersion'>

export const OUTBOX_KINDS = ['contact', 'intake', 'room-result'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** queued -> sent, or queued -> refused (the endpoint will never take it; the visitor is told on a visit). */
export const OUTBOX_STATUSES = ['queued', 'sent', 'refused'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** Form fields as submitted: flat and JSON-safe, so they can be POSTed or written into an e-mail as they are. */
export type OutboxPayload = Record<string, string | number | boolean>

/**
 * A contact or intake submission, or a result sealed for a live room, waiting to be delivered (or already
 * delivered, and kept as a receipt).
 */
export interface OutboxEntry {
  /** Also the idempotency key sent with the delivery, so a retried POST is not counted twice. */
  id: string
  kind: OutboxKind
  payload: OutboxPayload
  /** Epoch milliseconds. */
  createdAt: number
  attempts: number
  status: OutboxStatus
  lastError?: string
  /** Epoch milliseconds when delivery succeeded. */
  sentAt?: number
  /** The endpoint's JSON error code for a refused entry ('' when its answer gave none). */
  refusalCode?: string
}

/** A stored result: the result itself, and the workshop it was taken in or added to, if any. */
export type ResultRow = AssessmentResult & { workshopId?: string }

/** "Compare with me": the card a visitor's result is compared with, kept with that result. */
export interface ComparisonRow {
  /** The visitor's own result. */
  resultUuid: string
  /** The other person's card, with the first name and the watch-out choice their link carried. */
  card: AssessmentResult
}
