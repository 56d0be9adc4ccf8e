import { atom } from 'jotai/vanilla'

/**
 * Whether the page's toaster is mounted: from the first toast raised on the page. Mounting sonner inserts its
 * stylesheet and region, which cost a long task while the page loads, for toasts most visits never raise.
 */
export const toasterWantedAtom = atom(false)
