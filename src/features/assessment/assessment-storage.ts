/**
 * Reads and writes the assessment on this device. The storage module (and Dexie with it) loads on demand,
 * after the page is interactive; every failure resolves to "unavailable" instead of throwing.
 */
import type { AssessmentResult } from '../../domain/assessment-types'
import { loadStorage } from '../../db/load-storage'
import { STORAGE } from '../../db/storage-keys'
import { requestPersistentStorage } from '../../lib/persistent-storage'
import type { AssessmentState } from '../../domain/session'
import { normalizeStep } from '../../domain/steps'

export type LoadOutcome = { available: true; saved: AssessmentState | null } | { available: false }

/** The assessment saved on this device, if any. */
export async function loadSavedAssessment(): Promise<LoadOutcome> {
  try {
    const { db, sessions } = await loadStorage()
    const record = await sessions.loadSession(db)
    if (!record) return { available: true, saved: null }
    const session = { ...record.session, currentStep: normalizeStep(record.session.currentStep) }
    return {
      available: true,
      saved: { session, cardOrder: record.cardOrder ?? { motivation: [], fear: [] } },
    }
  } catch {
    return { available: false }
  }
}

/** Saves the assessment; resolves false when the device would not store it. */
export async function saveAssessment(state: AssessmentState): Promise<boolean> {
  try {
    const { db, sessions } = await loadStorage()
    await sessions.saveSession(db, {
      id: STORAGE.currentSessionId,
      session: state.session,
      cardOrder: state.cardOrder,
    })
    return true
  } catch {
    return false
  }
}

export async function clearSavedAssessment(): Promise<boolean> {
  try {
    const { db, sessions } = await loadStorage()
    await sessions.clearSession(db)
    return true
  } catch {
    return false
  }
}

export async function saveResult(result: AssessmentResult): Promise<boolean> {
  try {
    const { db, results } = await loadStorage()
    await results.saveResult(db, result)
    void requestPersistentStorage()
    return true
  } catch {
    return false
  }
}

export async function loadResult(uuid: string): Promise<AssessmentResult | null> {
  try {
    const { db, results } = await loadStorage()
    return await results.getResult(db, uuid)
  } catch {
    return null
  }
}
