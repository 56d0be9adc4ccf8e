import { useAtomValue } from 'jotai'
import { atom } from 'jotai/vanilla'
import type { Workshop } from '../domain/workshop/workshop-types'
import { useHydrated } from '../lib/use-hydrated'

/**
 * Whether this device runs a workshop: not known until storage has been read, then off, or on with the
 * workshop. The workshop itself is stored (IndexedDB); this is the page's live copy of it.
 */
export type WorkshopMode = { status: 'unknown' } | { status: 'off' } | { status: 'on'; workshop: Workshop }

export const workshopModeAtom = atom<WorkshopMode>({ status: 'unknown' })

/**
 * The workshop mode as a component may show it: 'unknown' until the page has hydrated, so that a mode read
 * while hydration is still under way never makes the first render differ from the prerendered page.
 */
export function useWorkshopMode(): WorkshopMode {
  const mode = useAtomValue(workshopModeAtom)
  return useHydrated() ? mode : UNKNOWN
}

const UNKNOWN: WorkshopMode = { status: 'unknown' }

/** The facilitator's unlock of a running workshop, and when they last touched one of its pages. */
export interface FacilitatorUnlock {
  workshopId: string
  /** Epoch milliseconds. */
  lastActive: number
}

/** The live unlock: undefined until this tab's stored one is read, null while locked. */
export const facilitatorUnlockAtom = atom<FacilitatorUnlock | null | undefined>(undefined)
