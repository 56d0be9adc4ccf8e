import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and during hydration, true from then on. The prerendered page shows every resource,
 * so the first client render must too; the address's filter applies right after, and immediately on
 * client-side navigation.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
