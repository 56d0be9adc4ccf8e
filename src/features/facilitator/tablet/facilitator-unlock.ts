/**
 * The facilitator's unlock: typing the PIN (or starting the workshop) opens the facilitator's pages until
 * they lock them, the workshop ends, or those pages go untouched for the workshop's idle time. Touches on
 * the attendees' screens never keep it open. Kept for this tab (sessionStorage), so moving between the
 * facilitator's pages does not ask again.
 */
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { readTabEntry, removeTabEntry, writeTabEntry } from '../../../db/local-entries'
import { SESSION_KEYS } from '../../../db/storage-keys'
import { isNonNegativeInteger, isObject } from '../../../domain/restore/restore-guards'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { appStore } from '../../../state/app-store'
import { facilitatorUnlockAtom, type FacilitatorUnlock } from '../../../state/workshop-atoms'

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const
/** Activity is written down at most this often; the idle time is counted in minutes. */
const TOUCH_INTERVAL_MS = 5_000

function storedUnlock(): FacilitatorUnlock | null {
  try {
    const raw: unknown = JSON.parse(readTabEntry(SESSION_KEYS.facilitatorUnlock) ?? 'null')
    if (isObject(raw) && typeof raw.workshopId === 'string' && isNonNegativeInteger(raw.lastActive))
      return { workshopId: raw.workshopId, lastActive: raw.lastActive }
  } catch {
    // An unreadable entry is no unlock.
  }
  return null
}

function setUnlock(unlock: FacilitatorUnlock): void {
  writeTabEntry(SESSION_KEYS.facilitatorUnlock, JSON.stringify(unlock))
  appStore.set(facilitatorUnlockAtom, unlock)
}

/** Opens the facilitator's pages of this workshop. */
export function unlockFacilitator(workshopId: string, now = Date.now()): void {
  setUnlock({ workshopId, lastActive: now })
}

/** Closes the facilitator's pages: the PIN is needed again. */
export function lockFacilitator(): void {
  removeTabEntry(SESSION_KEYS.facilitatorUnlock)
  appStore.set(facilitatorUnlockAtom, null)
}

function idleMs(workshop: Workshop): number {
  return workshop.idleMinutes * 60_000
}

/** When this unlock lapses for `workshop`, or 0 when it does not open it. */
function unlockedUntil(unlock: FacilitatorUnlock | null, workshop: Workshop): number {
  return unlock?.workshopId === workshop.id ? unlock.lastActive + idleMs(workshop) : 0
}

/**
 * Whether the facilitator's pages of `workshop` are open. While they are, each touch on them counts as use;
 * once they go untouched for the idle time, they lock.
 */
export function useFacilitatorUnlocked(workshop: Workshop): boolean {
  const live = useAtomValue(facilitatorUnlockAtom)
  // This tab's unlock from before a reload is read once, then lives in the app's state like any other.
  const unlock = live === undefined ? storedUnlock() : live
  useEffect(() => {
    if (live === undefined) appStore.set(facilitatorUnlockAtom, storedUnlock())
  }, [live])
  // An unlock made later is newer than this; one left from before has lapsed if its time is up by now.
  const [openedAt] = useState(() => Date.now())
  const until = unlockedUntil(unlock, workshop)
  const unlocked = until > openedAt

  useEffect(() => {
    if (!unlocked) return
    let lastWritten = Date.now()
    let timer = setTimeout(lockFacilitator, until - lastWritten)
    const touch = () => {
      const now = Date.now()
      if (now - lastWritten < TOUCH_INTERVAL_MS) return
      lastWritten = now
      clearTimeout(timer)
      timer = setTimeout(lockFacilitator, idleMs(workshop))
      unlockFacilitator(workshop.id, now)
    }
    for (const type of ACTIVITY) window.addEventListener(type, touch, { passive: true, capture: true })
    return () => {
      clearTimeout(timer)
      for (const type of ACTIVITY) window.removeEventListener(type, touch, { capture: true })
    }
  }, [unlocked, until, workshop])

  return unlocked
}
