/**
 * Starting, reading and ending workshop mode: the stored workshop (through the data facade) and the store's
 * live copy of it change together, here and nowhere else.
 */
import {
  currentWorkshop,
  endWorkshop,
  startWorkshop,
  updateWorkshop,
  workshopModeId,
  type Stored,
} from '../../../db/device-data'
import { hashPin } from '../../../domain/workshop/workshop-pin'
import { clampIdleMinutes, IDLE_CLEAR_DEFAULT_MINUTES } from '../../../domain/workshop/workshop-settings'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { appStore } from '../../../state/app-store'
import { workshopModeAtom } from '../../../state/workshop-atoms'
import { lockFacilitator, unlockFacilitator } from './facilitator-unlock'

/** Reads whether this device runs a workshop into the store. */
export async function refreshWorkshopMode(): Promise<void> {
  const found = await currentWorkshop()
  if (found.ok && found.value) {
    appStore.set(workshopModeAtom, { status: 'on', workshop: found.value })
    return
  }
  // Out of workshop mode (it may have ended in another tab): nothing stays unlocked.
  lockFacilitator()
  appStore.set(workshopModeAtom, { status: 'off' })
}

/**
 * Starts a workshop under a checked name, tablet label and a valid PIN; resolves to whether the device stored
 * it. A device already running one keeps it (the form can show for a moment before storage has been read).
 */
export async function beginWorkshop(
  name: string,
  tablet: string,
  pin: string,
  now = Date.now(),
): Promise<Stored<Workshop>> {
  if (workshopModeId()) {
    await refreshWorkshopMode()
    const mode = appStore.get(workshopModeAtom)
    if (mode.status === 'on') return { ok: true, value: mode.workshop }
  }
  const workshop: Workshop = {
    id: crypto.randomUUID(),
    name,
    tablet,
    pin: await hashPin(pin),
    startedAt: now,
    idleMinutes: IDLE_CLEAR_DEFAULT_MINUTES,
  }
  const stored = await startWorkshop(workshop)
  if (!stored.ok) return stored
  appStore.set(workshopModeAtom, { status: 'on', workshop })
  // The facilitator has just chosen the PIN: their page opens without asking for it again.
  unlockFacilitator(workshop.id, now)
  void import('../group/keep-scanner-offline').then((scanner) => scanner.keepScannerOffline())
  return { ok: true, value: workshop }
}

/** Ends the running workshop, keeping or deleting its results. */
export async function finishWorkshop(workshop: Workshop, results: 'keep' | 'delete'): Promise<Stored<void>> {
  const ended = await endWorkshop(workshop.id, results)
  if (!ended.ok) return ended
  lockFacilitator()
  appStore.set(workshopModeAtom, { status: 'off' })
  return ended
}

/** Changes how long an idle result screen waits before clearing itself. */
export async function setIdleMinutes(workshop: Workshop, minutes: number): Promise<Stored<void>> {
  const changed = { ...workshop, idleMinutes: clampIdleMinutes(minutes) }
  const saved = await updateWorkshop(changed)
  if (saved.ok) appStore.set(workshopModeAtom, { status: 'on', workshop: changed })
  return saved
}
