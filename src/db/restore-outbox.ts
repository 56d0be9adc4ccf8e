import { OUTBOX_KINDS, OUTBOX_STATUSES, type OutboxEntry, type OutboxPayload } from './record-types'
import { isNonNegativeInteger, isObject, isOneOf } from '../domain/restore/restore-guards'

function isPayload(value: unknown): value is OutboxPayload {
  return (
    isObject(value) &&
    Object.values(value).every((field) => ['string', 'number', 'boolean'].includes(typeof field))
  )
}

/** A stored outbox entry, or null when it is unreadable (a corrupt entry is skipped, never half-delivered). */
export function restoreOutboxEntry(raw: unknown): OutboxEntry | null {
  if (!isObject(raw)) return null
  const { id, kind, payload, createdAt, attempts, status, lastError, sentAt, refusalCode } = raw
  if (
    typeof id !== 'string' ||
    id === '' ||
    !isOneOf(kind, OUTBOX_KINDS) ||
    !isPayload(payload) ||
    !isNonNegativeInteger(createdAt) ||
    !isNonNegativeInteger(attempts) ||
    !isOneOf(status, OUTBOX_STATUSES) ||
    !(lastError === undefined || typeof lastError === 'string') ||
    !(sentAt === undefined || isNonNegativeInteger(sentAt)) ||
    !(refusalCode === undefined || typeof refusalCode === 'string')
  ) {
    return null
  }
  const entry: OutboxEntry = { id, kind, payload: { ...payload }, createdAt, attempts, status }
  if (lastError !== undefined) entry.lastError = lastError
  if (sentAt !== undefined) entry.sentAt = sentAt
  if (refusalCode !== undefined) entry.refusalCode = refusalCode
  return entry
}
