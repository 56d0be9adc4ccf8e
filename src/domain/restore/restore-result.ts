import { cleanSharerName } from '../card/card-code'
import {
  type AssessmentResult,
  type Scores,
  type SelectedPower,
  type SideCounts,
} from '../assessment/assessment-types'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../content/assessment/scores'
import { withoutControls } from '../text/free-text'
import { isArrayOf, isNonNegativeInteger, isNumberInRange, isObject, isPercent } from './restore-guards'

const SCORE_KEYS = [...MOTIVATION_KEYS, ...FEAR_KEYS]

/** The ten scores of a stored object, each 0-100, or null when one is missing or out of range. */
export function restoreScores(raw: unknown): Scores | null {
  if (!isObject(raw) || !SCORE_KEYS.every((key) => isPercent(raw[key]))) return null
  // Rebuilt key by key so stray fields from older or tampered data are not carried along.
  return Object.fromEntries(SCORE_KEYS.map((key) => [key, raw[key]])) as Scores
}

function isPower(value: unknown): value is SelectedPower {
  return isObject(value) && typeof value.id === 'string' && typeof value.name === 'string'
}

/** A stored list of super-powers ({ id, name } each), or null when it is not one. */
export function restorePowers(raw: unknown): SelectedPower[] | null {
  return isArrayOf(raw, isPower) ? raw.map(({ id, name }) => ({ id, name })) : null
}

function restoreSideCounts(raw: unknown): SideCounts | null {
  return isObject(raw) && isNonNegativeInteger(raw.left) && isNonNegativeInteger(raw.right)
    ? { left: raw.left, right: raw.right }
    : null
}

/** A finished assessment read back from storage (or any untrusted source), or null if it is not a valid one. */
export function restoreResult(raw: unknown): AssessmentResult | null {
  if (!isObject(raw)) return null
  const { uuid, expertise, durationSeconds, createdAt, deckVersion } = raw
  const scores = restoreScores(raw.scores)
  const powers = restorePowers(raw.powers)
  const motivationCounts = restoreSideCounts(raw.motivationCounts)
  const fearCounts = restoreSideCounts(raw.fearCounts)
  if (
    typeof uuid !== 'string' ||
    uuid === '' ||
    typeof expertise !== 'string' ||
    !isNumberInRange(durationSeconds, 0, Number.MAX_SAFE_INTEGER) ||
    !isNonNegativeInteger(createdAt) ||
    !isNonNegativeInteger(deckVersion) ||
    !scores ||
    !powers ||
    !motivationCounts ||
    !fearCounts
  ) {
    return null
  }
  return {
    uuid,
    scores,
    powers,
    // Kept, shown and exported without controls, whatever stored or brought it.
    expertise: withoutControls(expertise),
    motivationCounts,
    fearCounts,
    durationSeconds,
    createdAt,
    deckVersion,
    ...restoreOwnership(raw),
  }
}

/** A card's first name (cleaned as a link's), whether it hides its watch-out and whether it was received. */
export function restoreOwnership(
  raw: Record<string, unknown>,
): Pick<AssessmentResult, 'firstName' | 'hideWatchOut' | 'received'> {
  const firstName = firstNameOf(raw.firstName)
  return {
    ...(firstName ? { firstName } : {}),
    ...(typeof raw.hideWatchOut === 'boolean' ? { hideWatchOut: raw.hideWatchOut } : {}),
    ...(raw.received === true ? { received: true } : {}),
  }
}

/** A stored first name as a share link would carry it; '' if none. */
function firstNameOf(raw: unknown): string {
  return typeof raw === 'string' ? cleanSharerName(raw) : ''
}
