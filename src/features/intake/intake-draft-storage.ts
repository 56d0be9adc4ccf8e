/**
 * The intake draft on this device: one localStorage entry, written as the visitor types, so a reload or a
 * closed tab loses nothing. localStorage is enough for a few short answers and is readable synchronously.
 */
import { readLocal, removeLocal, writeLocal } from '../../db/local-entries'
import { LOCAL_KEYS } from '../../db/storage-keys'
import { restoreIntakeDraft, toStoredDraft } from '../../domain/intake/intake-draft'
import type { IntakeAnswers } from '../../domain/intake/intake-fields'

/** The saved draft, or an empty form when there is none, it is unreadable or storage is unavailable. */
export function loadIntakeDraft(): IntakeAnswers {
  return restoreIntakeDraft(readLocal(LOCAL_KEYS.intakeDraft))
}

/** Saves the answers; when storage refuses, they still live in the page until it closes. */
export function saveIntakeDraft(answers: IntakeAnswers): void {
  writeLocal(LOCAL_KEYS.intakeDraft, JSON.stringify(toStoredDraft(answers)))
}

export function clearIntakeDraft(): void {
  removeLocal(LOCAL_KEYS.intakeDraft)
}
