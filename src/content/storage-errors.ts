/**
 * What the visitor is told when this device would not keep something. Each page says "unavailable" in its
 * own words (what is lost there); running out of room and another tab holding the data read the same
 * everywhere.
 */
export const storageFailureCopy = {
  quota: 'This device is out of storage space for this site. Free some space, then try again.',
  blocked:
    'Think First is open in another tab running a different version. Close the other tabs, then reload this page.',
} as const

/** The message for a storage failure, given the page's own words for "unavailable". */
export function storageFailureMessage(
  failure: 'unavailable' | 'quota' | 'blocked',
  unavailable: string,
): string {
  return failure === 'unavailable' ? unavailable : storageFailureCopy[failure]
}

/**
 * MojoMe's words: its answers stay on the page while the device refuses them, and are saved again with the
 * next answer, when the page is hidden or left, so the visitor is told what to do and then that they are safe.
 */
export const assessmentSavingCopy = {
  quota:
    'This device is out of storage space for this site, so your latest answers are not saved yet. They stay on this page: free some space and they are saved with your next answer.',
  blocked:
    'Think First is open in another tab running a different version, so your answers are not saved yet. They stay on this page: close the other tab and they are saved.',
  savedAgain: 'Your answers are saved on this device again.',
} as const

/** What MojoMe says about saving, given its words for "unavailable". */
export function assessmentSavingMessage(
  status: 'unavailable' | 'quota' | 'blocked' | 'saved-again',
  unavailable: string,
): string {
  if (status === 'saved-again') return assessmentSavingCopy.savedAgain
  return status === 'unavailable' ? unavailable : assessmentSavingCopy[status]
}
