/** The assessment in progress on this device: one record, saved at every answer. */
import type { AssessmentState } from '../../domain/assessment/session'
import { normalizeStep } from '../../domain/assessment/steps'
import { STORAGE } from '../storage-keys'
import { attempt, type Stored } from './attempt'

/** The assessment in progress on this device, if any. */
export function loadAssessment(): Promise<Stored<AssessmentState | null>> {
  return attempt('read the assessment', async ({ db, sessions }) => {
    const record = await sessions.loadSession(db)
    if (!record) return null
    return {
      session: { ...record.session, currentStep: normalizeStep(record.session.currentStep) },
      cardOrder: record.cardOrder ?? { motivation: [], fear: [] },
    }
  })
}

export function saveAssessment(state: AssessmentState): Promise<Stored<void>> {
  return attempt('save the assessment', async ({ db, sessions }) => {
    const { session, cardOrder } = state
    await sessions.saveSession(db, { id: STORAGE.currentSessionId, session, cardOrder })
  })
}

export function clearAssessment(): Promise<Stored<void>> {
  return attempt('clear the assessment', ({ db, sessions }) => sessions.clearSession(db))
}
