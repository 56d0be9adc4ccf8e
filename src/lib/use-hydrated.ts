import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and during hydration, true from then on: state read from the address or the device
 * can then apply right after hydration (and at once on client-side navigation) without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
