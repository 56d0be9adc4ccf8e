import { ClientOnly } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { useMediaQuery } from '../../lib/media-query'
import { toasterWantedAtom } from '../../state/toast-atoms'
import { FULL_WIDTH_TOASTS, siteToasterProps } from './site-toaster-props'

// The toast library and its stylesheet load with the page's first toast (show-toast.ts), which it then shows.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/**
 * The notification area (sonner): swipe, close button or Escape dismiss; Alt+T focuses it. On phones the
 * toasts come down from under the top bar: at the bottom they would cover the button just pressed.
 */
export function ToastRegion() {
  const wanted = useAtomValue(toasterWantedAtom)
  const phone = useMediaQuery(FULL_WIDTH_TOASTS)
  if (!wanted) return null
  // A toast raised while the page is still hydrating waits for it: the prerendered page has no toaster.
  return (
    <ClientOnly>
      <Suspense>
        <Toaster {...siteToasterProps(phone)} />
      </Suspense>
    </ClientOnly>
  )
}
