import { toast } from 'sonner'

/**
 * The share dialog's own toaster, mounted inside the dialog: a modal <dialog> sits in the top layer over
 * everything else and makes the rest of the page inert, so toasts raised from it must live in it to be seen,
 * closed and announced. It is the site's toaster (components/layout/toaster.ts, which brings sonner's
 * stylesheet: the build keeps sonner from injecting it) with the site's placement, so toasts look the same here.
 */
export const SHARE_TOASTER_ID = 'share-dialog'

export type ToastCopy = { title: string; description: string }

export function shareSuccess(copy: ToastCopy) {
  toast.success(copy.title, { description: copy.description, toasterId: SHARE_TOASTER_ID })
}

export function shareFailure(copy: ToastCopy, error?: unknown) {
  if (error !== undefined) console.error(copy.description, error)
  toast.error(copy.title, { description: copy.description, toasterId: SHARE_TOASTER_ID })
}
