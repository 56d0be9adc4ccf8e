// The intake draft as it is kept between visits, and the one gate every stored draft passes through: anything
// from storage is untrusted (an older version, a hand edit, a half-written value), so each field is checked on
// its own (by the same reader as the form's own fields) and whatever does not fit is left unanswered instead of
// breaking the form.
import { answersFromForm } from './intake-form-data'
import { INTAKE_DRAFT_VERSION } from './intake-draft-version'
import { emptyIntakeAnswers, type IntakeAnswers } from './intake-fields'

/** Longest text kept from a stored draft, so a tampered entry cannot flood the form. */
export const DRAFT_TEXT_MAX = 5000

export interface StoredIntakeDraft {
  version: typeof INTAKE_DRAFT_VERSION
  answers: IntakeAnswers
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
  // A stored field counts only with the type it was saved with; the form's reader then checks each option.
  const stored = answers as Record<string, unknown>
  const blank: Record<string, unknown> = { ...empty }
  return answersFromForm({
    get(name) {
      const value = stored[name]
      if (typeof value !== typeof blank[name]) return null
      if (typeof value === 'boolean') return value ? 'on' : null
      return typeof value === 'string' ? value.slice(0, DRAFT_TEXT_MAX) : String(value)
    },
  })
}
