import type { toast } from 'sonner'
import { appStore } from '../../state/app-store'
import { toasterWantedAtom } from '../../state/toast-atoms'

/**
 * sonner's `toast`, with the page's toaster mounted to show it: every toast on the page is raised through
 * this. A toast raised before the toaster mounts is shown once it does (sonner replays the active ones).
 */
export async function loadToast(): Promise<typeof toast> {
  appStore.set(toasterWantedAtom, true)
  const sonner = await import('sonner')
  return sonner.toast
}

/** Whether any toast has been raised on this page: if none, there is none to dismiss. */
export function toastRaised(): boolean {
  return appStore.get(toasterWantedAtom)
}
