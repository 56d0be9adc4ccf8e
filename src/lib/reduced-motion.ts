import { useMediaQuery } from './media-query'

/** Whether the visitor asked for less motion; false while prerendering. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
