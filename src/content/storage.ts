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
