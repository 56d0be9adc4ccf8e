import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from './components/layout/route-error'
import { routeTree } from './routeTree.gen'

/**
 * One router factory for the browser and the prerenderer, so both render the same tree. `onCatch` hears the
 * errors a page's boundary catches (the browser reloads into a new build when a page's code is gone).
 */
export function createAppRouter(history?: RouterHistory, onCatch?: (error: unknown) => void) {
  const inBrowser = typeof document !== 'undefined'
  return createRouter({
    routeTree,
    history,
    // Prerendered pages skip the router's inline restoration script: the CSP allows no inline scripts.
    scrollRestoration: inBrowser ? keepScrollAtHydration() : false,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultOnCatch: onCatch,
  })
}

/**
 * The router restores scroll on every render of a new location, the hydration of a prerendered page included,
 * where it would throw a visitor who scrolled while the page was loading back to the top. The first render
 * leaves the page wherever it already is; navigations after it restore or reset as usual.
 */
function keepScrollAtHydration(): () => boolean {
  let firstRender = true
  return () => {
    const visitorScrolled = firstRender && (window.scrollX !== 0 || window.scrollY !== 0)
    firstRender = false
    return !visitorScrolled
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** A page shown alone, without the site's frame (header, footer, notices): the room's audience view. */
    bare?: boolean
  }
}
