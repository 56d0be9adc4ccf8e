import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// The toast library loads after the first paint; toasts raised before it mounts are still shown.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** The notification area (sonner): swipe, close button or Escape dismiss; Alt+T focuses it. */
export function ToastRegion() {
  return (
    <ClientOnly>
      <Suspense>
        <Toaster richColors closeButton position="bottom-right" />
      </Suspense>
    </ClientOnly>
  )
}
