import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from './components/layout/not-found-page'
import { RouteError } from './components/layout/route-error'
import { routeTree } from './routeTree.gen'

/** One router factory for the browser and the prerenderer, so both render the same tree. */
export function createAppRouter(history?: RouterHistory) {
  const inBrowser = typeof document !== 'undefined'
  return createRouter({
    routeTree,
    history,
    // Prerendered pages skip the router's inline restoration script: the CSP allows no inline scripts.
    scrollRestoration: inBrowser,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
