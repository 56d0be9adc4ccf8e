import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createAppRouter } from './router'

/** The app: its router (for the current address) and the element that renders it. */
export function createApp() {
  const router = createAppRouter()
  const element = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  return { router, element }
}
