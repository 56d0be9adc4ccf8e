/**
 * The intake draft on this device: one localStorage entry, written as the visitor types, so a reload or a
 * closed tab loses nothing. localStorage is enough for a few short answers and is readable synchronously.
 * Every access is guarded: private modes and full disks throw, and a draft that cannot be kept is no reason
 * to stop the form working.
 */
import { INTAKE_DRAFT_VERSION, restoreIntakeDraft, toStoredDraft } from '../../domain/intake-draft'
import type { IntakeAnswers } from '../../domain/intake-fields'

/** Versioned, so a future change of shape starts from a clean key instead of misreading an old draft. */
export const INTAKE_DRAFT_KEY = `think-first.intake-draft.v${INTAKE_DRAFT_VERSION}`

/** The saved draft, or an empty form when there is none, it is unreadable or storage is unavailable. */
export function loadIntakeDraft(): IntakeAnswers {
  try {
    return restoreIntakeDraft(window.localStorage.getItem(INTAKE_DRAFT_KEY))
  } catch {
    return restoreIntakeDraft(null)
  }
}

export function saveIntakeDraft(answers: IntakeAnswers): void {
  try {
    window.localStorage.setItem(INTAKE_DRAFT_KEY, JSON.stringify(toStoredDraft(answers)))
  } catch {
    // Not saved: the answers still live in the page until it closes.
  }
}

export function clearIntakeDraft(): void {
  try {
    window.localStorage.removeItem(INTAKE_DRAFT_KEY)
  } catch {
    // Nothing could have been saved either.
  }
}
