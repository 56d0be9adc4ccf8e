import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { createAppRouter } from './router'
import { appStore } from './state/app-store'

/**
 * The app: its router (for the current address) and the element that renders it over the app store.
 * `onCatch` hears every error a page's boundary catches.
 */
export function createApp(onCatch?: (error: unknown) => void) {
  const router = createAppRouter(undefined, onCatch)
  const element = (
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  )
  return { router, element }
}
