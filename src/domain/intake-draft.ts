// The intake draft as it is kept between visits, and the one gate every stored draft passes through: anything
// from storage is untrusted (an older version, a hand edit, a half-written value), so each field is checked on
// its own and whatever does not fit is left unanswered instead of breaking the form.
import {
  AI_USE_LEVELS,
  BUDGETS,
  INDUSTRIES,
  ORG_SIZES,
  TIMELINES,
  URGENCIES,
} from '../content/intake-options'
import { emptyIntakeAnswers, type IntakeAnswers } from './intake-fields'

/** Shape version of a stored draft; bump it when IntakeAnswers changes incompatibly. */
export const INTAKE_DRAFT_VERSION = 1
/** Longest text kept from a stored draft, so a tampered entry cannot flood the form. */
export const DRAFT_TEXT_MAX = 5000

export interface StoredIntakeDraft {
  version: typeof INTAKE_DRAFT_VERSION
  answers: IntakeAnswers
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, DRAFT_TEXT_MAX) : ''
}

function oneOf<T extends string | number>(known: readonly T[], value: unknown, fallback: T | ''): T | '' {
  return known.find((candidate) => candidate === value) ?? fallback
}

/** Wraps answers for storage. */
export function toStoredDraft(answers: IntakeAnswers): StoredIntakeDraft {
  return { version: INTAKE_DRAFT_VERSION, answers }
}

/** Turns whatever storage held (JSON text, or nothing) into answers the form can show; never throws. */
export function restoreIntakeDraft(raw: string | null): IntakeAnswers {
  const empty = emptyIntakeAnswers()
  if (!raw) return empty
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return empty
  }
  if (typeof parsed !== 'object' || parsed === null) return empty
  const { version, answers } = parsed as { version?: unknown; answers?: unknown }
  if (version !== INTAKE_DRAFT_VERSION || typeof answers !== 'object' || answers === null) return empty
  const a = answers as Record<string, unknown>
  return {
    orgName: text(a.orgName),
    orgSize: ORG_SIZES.find((size) => size === a.orgSize) ?? 0,
    industry: oneOf(INDUSTRIES, a.industry, ''),
    role: text(a.role),
    email: text(a.email),
    knowledgeGap: a.knowledgeGap === true,
    incentiveGap: a.incentiveGap === true,
    actionGap: a.actionGap === true,
    currentAIUse: oneOf(AI_USE_LEVELS, a.currentAIUse, ''),
    challenges: text(a.challenges),
    budget: oneOf(BUDGETS, a.budget, ''),
    timeline: oneOf(TIMELINES, a.timeline, ''),
    urgency: oneOf(URGENCIES, a.urgency, ''),
    additionalInfo: text(a.additionalInfo),
  }
}
