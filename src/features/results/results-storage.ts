import { removeAllLocal } from '../../db/local-entries'
/** Results kept on this device, for the result pages; every failure resolves to a value, never a throw. */
import { loadStorage } from '../../db/load-storage'
import type { AssessmentResult } from '../../domain/assessment-types'
import { requestPersistentStorage } from '../../lib/persistent-storage'

export type Listing = { available: true; results: AssessmentResult[] } | { available: false }

export async function listSavedResults(): Promise<Listing> {
  try {
    const { db, results } = await loadStorage()
    return { available: true, results: await results.listResults(db) }
  } catch {
    return { available: false }
  }
}

export async function findSavedResult(uuid: string): Promise<AssessmentResult | null> {
  try {
    const { db, results } = await loadStorage()
    return await results.getResult(db, uuid)
  } catch {
    return null
  }
}

/** Keeps a result that arrived by link, so it opens offline on this device from now on. */
export async function keepResult(result: AssessmentResult): Promise<void> {
  try {
    const { db, results } = await loadStorage()
    await results.saveResult(db, result)
    void requestPersistentStorage()
  } catch {
    // The card is still shown; it just won't be here next time.
  }
}

export async function deleteSavedResult(uuid: string): Promise<boolean> {
  try {
    const { db, results } = await loadStorage()
    await results.deleteResult(db, uuid)
    return true
  } catch {
    return false
  }
}

/**
 * Deletes every result, any unfinished assessment, the copies of messages already sent and everything kept in
 * localStorage (the intake draft, the install hint's flag). Messages still waiting to go out stay until sent.
 */
export async function deleteAllData(): Promise<boolean> {
  removeAllLocal()
  try {
    const { db, results, sessions, outbox } = await loadStorage()
    await Promise.all([results.deleteAllResults(db), sessions.clearSession(db), outbox.deleteSent(db)])
    return true
  } catch {
    return false
  }
}
