import { atom } from 'jotai/vanilla'

/**
 * Asks the share dialog on the page to open: a count that rises with each request, so the result's next
 * steps ("Compare with a colleague") open the dialog that the share feature owns.
 */
export const shareDialogRequestAtom = atom(0)
