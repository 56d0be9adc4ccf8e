/**
 * A page in a router of its own (memory history): the address's search read through the app's own
 * validation, other pages the page links to drawn as a line of text, and Back and Forward as the history's.
 * The store is the test's, so tests never share state.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { Provider } from 'jotai'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { render } from 'vitest-browser-react'

export interface PageUnderTest<Search> {
  path: string
  validateSearch: (search: Record<string, unknown>) => Search
  render: (search: Search) => ReactNode
}

/** What another page shows, so a test can see a link was followed. */
export const otherPageText = (path: string) => `Page ${path}`

export async function renderPage<Search>(
  address: string,
  page: PageUnderTest<Search>,
  otherPaths: string[] = [],
) {
  const root = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({
    getParentRoute: () => root,
    path: page.path,
    validateSearch: page.validateSearch,
    component: () => page.render(pageRoute.useSearch() as Search),
  })
  const routeTree = root.addChildren([
    pageRoute,
    ...otherPaths.map((path) =>
      createRoute({ getParentRoute: () => root, path, component: () => <p>{otherPageText(path)}</p> }),
    ),
  ])
  const history = createMemoryHistory({ initialEntries: [address] })
  const router = createRouter({ routeTree, history })
  const screen = await render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return { router, history, screen }
}
