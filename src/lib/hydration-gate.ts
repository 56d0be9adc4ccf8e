/**
 * Hydration is concurrent, and React hydrates the routed page content at its lowest priority, after the
 * header and footer. A link clicked in between would start a client-side navigation under React's feet
 * (TanStack Router then renders a route that no longer has a match, and React throws the page away).
 * Until the page content reports that it has hydrated, same-site link clicks are kept from the app, so
 * the browser follows them as normal page loads, which the prerendered files and the worker serve.
 */
import { useEffect } from 'react'

const FALLBACK_RELEASE_MS = 4000

let release: (() => void) | undefined

/** Holds same-site link clicks from the app until `useContentHydrated` runs (or a few seconds pass). */
export function holdLinkClicksDuringHydration(): void {
  function passToBrowser(event: MouseEvent) {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) event.stopPropagation()
  }
  window.addEventListener('click', passToBrowser, true)
  const timer = setTimeout(() => release?.(), FALLBACK_RELEASE_MS)
  release = () => {
    window.removeEventListener('click', passToBrowser, true)
    clearTimeout(timer)
    release = undefined
  }
}

/** Called by page content: once it has hydrated, client-side navigation is safe. */
export function useContentHydrated(): void {
  useEffect(() => release?.(), [])
}
