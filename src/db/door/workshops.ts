/** The workshop this device runs in workshop mode, and the results taken or gathered in it. */
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import type { Workshop } from '../../domain/workshop/workshop-types'
import { removeLocal, writeLocal } from '../local-entries'
import { requestPersistentStorage } from '../persistent-storage'
import { LOCAL_KEYS } from '../storage-keys'
import { workshopModeId } from '../workshop-mark'
import { attempt, type Stored } from './attempt'

/** Puts the device in workshop mode for this new workshop; its tablet label is the default next time. */
export function startWorkshop(workshop: Workshop): Promise<Stored<void>> {
  return attempt('start the workshop', async ({ db, workshops }) => {
    await workshops.saveWorkshop(db, workshop)
    writeLocal(LOCAL_KEYS.workshopId, workshop.id)
    writeLocal(LOCAL_KEYS.tabletLabel, workshop.tablet)
    void requestPersistentStorage()
  })
}

/**
 * The workshop this device runs, or null outside workshop mode; a mark left by a workshop that is gone or
 * over (its data deleted meanwhile) is cleared, so the device is not stuck in a mode nobody can end.
 */
export async function currentWorkshop(): Promise<Stored<Workshop | null>> {
  const id = workshopModeId()
  if (!id) return { ok: true, value: null }
  const found = await attempt('read the workshop', ({ db, workshops }) => workshops.getWorkshop(db, id))
  if (found.ok && (!found.value || found.value.endedAt !== undefined)) {
    removeLocal(LOCAL_KEYS.workshopId)
    return { ok: true, value: null }
  }
  return found
}

/** Saves a change to the running workshop (its idle time). */
export function updateWorkshop(workshop: Workshop): Promise<Stored<void>> {
  return attempt('save the workshop', ({ db, workshops }) => workshops.saveWorkshop(db, workshop))
}

/**
 * Takes the device out of workshop mode, keeping the workshop's results on it or deleting them with the
 * workshop; either way its PIN material and any unfinished assessment go.
 */
export function endWorkshop(id: string, results: 'keep' | 'delete'): Promise<Stored<void>> {
  return attempt('end the workshop', async ({ db, workshops }) => {
    await workshops.endWorkshop(db, id, results)
    removeLocal(LOCAL_KEYS.workshopId)
    removeLocal(LOCAL_KEYS.pinFailures)
  })
}

/** The results of a workshop, oldest first. */
export function listWorkshopResults(id: string): Promise<Stored<AssessmentResult[]>> {
  return attempt('list the workshop', ({ db, workshops }) => workshops.listWorkshopResults(db, id))
}

/** Adds results brought from elsewhere to a workshop; resolves to how many were new to this device. */
export function addWorkshopResults(
  id: string,
  results: readonly AssessmentResult[],
): Promise<Stored<number>> {
  return attempt('add to the workshop', ({ db, workshops }) => workshops.addWorkshopResults(db, id, results))
}
