/**
 * Reads and writes the assessment on this device. The storage module (and Dexie with it) loads on demand,
 * after the page is interactive; every failure resolves to "unavailable" instead of throwing.
 */
import type { AssessmentResult } from '../../domain/assessment-types'
import { STORAGE } from '../../db/storage-keys'
import type { AssessmentState } from '../../domain/session'
import { normalizeStep } from '../../domain/steps'

async function repositories() {
  const [database, sessions, results] = await Promise.all([
    import('../../db/database'),
    import('../../db/sessions-repository'),
    import('../../db/results-repository'),
  ])
  return { db: database.getAppDatabase(), sessions, results }
}

export type LoadOutcome = { available: true; saved: AssessmentState | null } | { available: false }

/** The assessment saved on this device, if any. */
export async function loadSavedAssessment(): Promise<LoadOutcome> {
  try {
    const { db, sessions } = await repositories()
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
    const { db, sessions } = await repositories()
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
    const { db, sessions } = await repositories()
    await sessions.clearSession(db)
    return true
  } catch {
    return false
  }
}

export async function saveResult(result: AssessmentResult): Promise<boolean> {
  try {
    const { db, results } = await repositories()
    await results.saveResult(db, result)
    return true
  } catch {
    return false
  }
}

export async function loadResult(uuid: string): Promise<AssessmentResult | null> {
  try {
    const { db, results } = await repositories()
    return await results.getResult(db, uuid)
  } catch {
    return null
  }
}
