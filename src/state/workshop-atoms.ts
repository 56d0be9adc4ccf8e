import { atom } from 'jotai/vanilla'
import type { Workshop } from '../domain/workshop-types'

/**
 * Whether this device runs a workshop: not known until storage has been read, then off, or on with the
 * workshop. The workshop itself is stored (IndexedDB); this is the page's live copy of it.
 */
export type WorkshopMode = { status: 'unknown' } | { status: 'off' } | { status: 'on'; workshop: Workshop }

export const workshopModeAtom = atom<WorkshopMode>({ status: 'unknown' })
