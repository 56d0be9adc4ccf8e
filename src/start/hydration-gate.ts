/**
 * Hydration is concurrent, and React hydrates the routed page at its lowest priority, after the frame around
 * it. A link clicked in between would start a client-side navigation under React's feet (the router's store
 * moves to the next page while the page's boundary still holds the server's markup, so hydration finds a
 * mismatch and React throws the page away). Until the page is live, same-site link clicks are kept from the
 * app, so the browser follows them as normal page loads, which the prerendered files and the worker serve.
 */
import { onPageLive } from './page-live'

/** Holds same-site link clicks from the app until the page is live. */
export function holdLinkClicksUntilLive(): void {
  function passToBrowser(event: MouseEvent) {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) event.stopPropagation()
  }
  window.addEventListener('click', passToBrowser, true)
  onPageLive(() => window.removeEventListener('click', passToBrowser, true))
}
