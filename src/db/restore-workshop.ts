import { isNonNegativeInteger, isObject } from '../domain/restore-guards'
import type { Workshop } from '../domain/workshop-types'

/** A stored workshop, or null when the row is not a readable one. */
export function restoreWorkshop(raw: unknown): Workshop | null {
  if (!isObject(raw) || !isObject(raw.pin)) return null
  const { id, name, startedAt, idleMinutes, endedAt } = raw
  const { salt, hash } = raw.pin
  if (
    typeof id !== 'string' ||
    id === '' ||
    typeof name !== 'string' ||
    typeof salt !== 'string' ||
    typeof hash !== 'string' ||
    !isNonNegativeInteger(startedAt) ||
    !isNonNegativeInteger(idleMinutes) ||
    (endedAt !== undefined && !isNonNegativeInteger(endedAt))
  ) {
    return null
  }
  const workshop: Workshop = { id, name, pin: { salt, hash }, startedAt, idleMinutes }
  return endedAt === undefined ? workshop : { ...workshop, endedAt }
}
