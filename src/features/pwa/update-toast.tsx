import { useEffect } from 'react'
import { pwaCopy } from '../../content/pwa'
import { onUpdateWaiting, reloadIntoUpdate } from './sw-bridge'

const UPDATE_TOAST_ID = 'app-update'

/** Offers the waiting version in a toast that stays until the visitor acts on it. */
export function UpdateToast() {
  useEffect(() => onUpdateWaiting(() => void showUpdateToast()), [])
  return null
}

async function showUpdateToast() {
  const { toast } = await import('sonner')
  toast(pwaCopy.updateAvailable, {
    id: UPDATE_TOAST_ID,
    description: pwaCopy.updateDescription,
    duration: Infinity,
    action: { label: pwaCopy.reload, onClick: reloadIntoUpdate },
  })
}
