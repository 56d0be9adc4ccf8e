import { useEffect, useState } from 'react'
import { emptyIntakeAnswers, type IntakeAnswers } from '../../domain/intake-fields'
import { clearIntakeDraft, loadIntakeDraft, saveIntakeDraft } from './intake-draft-storage'

export type UpdateAnswer = <K extends keyof IntakeAnswers>(field: K, value: IntakeAnswers[K]) => void

/**
 * The form's answers, restored from this device after the first render (the prerendered page and the
 * hydrating one both start empty) and saved on every change.
 */
export function useIntakeDraft() {
  const [answers, setAnswers] = useState<IntakeAnswers>(emptyIntakeAnswers)
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    // Storage is read only after hydration, so the first client render matches the prerendered HTML.
    setAnswers(loadIntakeDraft()) // eslint-disable-line react-hooks/set-state-in-effect
    setRestored(true)
  }, [])

  const update: UpdateAnswer = (field, value) => {
    const next = { ...answers, [field]: value }
    setAnswers(next)
    saveIntakeDraft(next)
  }

  return { answers, restored, update, forgetDraft: clearIntakeDraft }
}
