import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useMediaQuery } from '../../lib/media-query'

// The toast library loads after the first paint; toasts raised before it mounts are still shown.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** Where sonner lays toasts out full width, as on phones (its own breakpoint). */
const FULL_WIDTH_TOASTS = '(max-width: 600px)'

/**
 * The notification area (sonner): swipe, close button or Escape dismiss; Alt+T focuses it. On phones the
 * toasts come down from under the top bar: at the bottom they would cover the button just pressed.
 */
export function ToastRegion() {
  const phone = useMediaQuery(FULL_WIDTH_TOASTS)
  return (
    <ClientOnly>
      <Suspense>
        <Toaster
          richColors
          closeButton
          position={phone ? 'top-center' : 'bottom-right'}
          mobileOffset={{ top: 'calc(var(--spacing-bar) + 0.5rem)' }}
        />
      </Suspense>
    </ClientOnly>
  )
}
