import { isNonNegativeInteger, isObject } from '../domain/restore/restore-guards'
import { UNLABELLED_TABLET } from '../domain/workshop/tablet-label'
import type { Workshop } from '../domain/workshop/workshop-types'

/**
 * A stored running workshop, or null when the row is not a readable one or has no PIN (an ended workshop's
 * PIN hash is dropped).
 */
export function restoreWorkshop(raw: unknown): Workshop | null {
  if (!isObject(raw) || !isObject(raw.pin)) return null
  const { id, name, startedAt, idleMinutes, endedAt } = raw
  // A workshop started before tablets had labels has none.
  const tablet = typeof raw.tablet === 'string' && raw.tablet !== '' ? raw.tablet : UNLABELLED_TABLET
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
  const workshop: Workshop = { id, name, tablet, pin: { salt, hash }, startedAt, idleMinutes }
  return endedAt === undefined ? workshop : { ...workshop, endedAt }
}
