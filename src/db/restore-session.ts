import {
  ASSESSMENT_STEPS,
  type AssessmentSession,
  type Responses,
} from '../domain/assessment/assessment-types'
import type { CardOrder } from '../domain/assessment/session'
import type { SessionRecord } from './record-types'
import {
  isArrayOf,
  isNonNegativeInteger,
  isObject,
  isOneOf,
  isPercent,
} from '../domain/restore/restore-guards'
import { restorePowers, restoreScores } from '../domain/restore/restore-result'
import { STORAGE } from './storage-keys'

const SIDES = ['left', 'right'] as const

function isCardId(value: unknown): value is number {
  return isNonNegativeInteger(value) && value > 0
}

function restoreResponses(raw: unknown): Responses | null {
  if (!isObject(raw)) return null
  const entries = Object.entries(raw)
  // Object keys come back as strings; each must still spell a card id.
  const valid = entries.every(([id, side]) => /^[1-9]\d*$/.test(id) && isOneOf(side, SIDES))
  return valid ? (Object.fromEntries(entries) as Responses) : null
}

function restoreAssessmentSession(raw: unknown): AssessmentSession | null {
  if (!isObject(raw)) return null
  const { currentStep, progress, startTime, expertisePrimary, expertiseSecondary, uuid, completed } = raw
  const motivationResponses = restoreResponses(raw.motivationResponses)
  const fearResponses = restoreResponses(raw.fearResponses)
  const selectedPowers = restorePowers(raw.selectedPowers)
  const scores = restoreScores(raw.scores)
  if (
    !isOneOf(currentStep, ASSESSMENT_STEPS) ||
    !isPercent(progress) ||
    !isNonNegativeInteger(startTime) ||
    typeof expertisePrimary !== 'string' ||
    typeof expertiseSecondary !== 'string' ||
    !(uuid === null || typeof uuid === 'string') ||
    typeof completed !== 'boolean' ||
    !motivationResponses ||
    !fearResponses ||
    !selectedPowers ||
    !scores
  ) {
    return null
  }
  return {
    currentStep,
    progress,
    startTime,
    motivationResponses,
    fearResponses,
    expertisePrimary,
    expertiseSecondary,
    selectedPowers,
    scores,
    uuid,
    completed,
  }
}

function restoreCardOrder(raw: unknown): CardOrder | null {
  return isObject(raw) && isArrayOf(raw.motivation, isCardId) && isArrayOf(raw.fear, isCardId)
    ? { motivation: [...raw.motivation], fear: [...raw.fear] }
    : null
}

/**
 * A stored in-progress session, or null when it is unreadable. The card position is only a resume hint: if it
 * is damaged it is dropped and the session still resumes, at the start of its round, with its answers intact.
 */
export function restoreSession(raw: unknown): SessionRecord | null {
  // Only shape version 1 exists; a later one gets its migration step here, before validation.
  if (!isObject(raw) || raw.schemaVersion !== STORAGE.sessionRecordVersion) return null
  const { id, updatedAt } = raw
  const session = restoreAssessmentSession(raw.session)
  if (typeof id !== 'string' || !isNonNegativeInteger(updatedAt) || !session) return null

  const record: SessionRecord = { id, session, updatedAt, schemaVersion: STORAGE.sessionRecordVersion }
  const cardOrder = restoreCardOrder(raw.cardOrder)
  if (cardOrder) record.cardOrder = cardOrder
  if (isNonNegativeInteger(raw.cardIndex)) record.cardIndex = raw.cardIndex
  return record
}
