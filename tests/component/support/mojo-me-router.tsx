/**
 * MojoMe's address in a router of its own (memory history): the app's /mojo-me search validation, a page
 * of the test's choosing, and a home page to leave to. The store is the test's, so tests never share state.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  getRouteApi,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { Provider } from 'jotai'
import type { createStore } from 'jotai/vanilla'
import type { ComponentType } from 'react'
import { render } from 'vitest-browser-react'
import type { AssessmentStep } from '../../../src/domain/assessment/assessment-types'
import { Route as appMojoMeRoute } from '../../../src/routes/mojo-me'

export type Store = ReturnType<typeof createStore>

export interface MojoMePageProps {
  stepInAddress?: AssessmentStep
  startRequested: boolean
}

export const HOME_TEXT = 'Home page'

const mojoMeApi = getRouteApi('/mojo-me')

export async function renderMojoMe(address: string, store: Store, Page: ComponentType<MojoMePageProps>) {
  function MojoMe() {
    const { step, start } = mojoMeApi.useSearch()
    return <Page stepInAddress={step} startRequested={Boolean(start)} />
  }
  const root = createRootRoute({ component: Outlet })
  const routeTree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/mojo-me',
      validateSearch: appMojoMeRoute.options.validateSearch,
      component: MojoMe,
    }),
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>{HOME_TEXT}</p> }),
  ])
  const history = createMemoryHistory({ initialEntries: [address] })
  const router = createRouter({ routeTree, history })
  const screen = await render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return { router, history, screen }
}
