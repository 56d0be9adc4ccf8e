import type { toast as sonnerToast } from 'sonner'
import { appStore } from '../../state/app-store'
import { toasterWantedAtom } from '../../state/toast-atoms'

type Toast = typeof sonnerToast

/**
 * Raises a toast: every toast on the page goes through here, which mounts the page's toaster to show it and
 * loads sonner for it. A toast raised before the toaster mounts is shown once it does (sonner replays the
 * active ones). What the visitor did has happened whether or not its notice can be shown.
 */
export function showToast(raise: (toast: Toast) => void): void {
  appStore.set(toasterWantedAtom, true)
  import('sonner')
    .then(({ toast }) => raise(toast))
    .catch((error: unknown) => console.error('Think First could not show a notice', error))
}

/** Takes a toast down, if any toast was raised on this page at all. */
export function dismissToast(id: string): void {
  if (appStore.get(toasterWantedAtom)) showToast((toast) => toast.dismiss(id))
}
