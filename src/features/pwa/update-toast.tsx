import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { pwaCopy } from '../../content/pwa'
import { waitingUpdateAtom } from '../../state/pwa-atoms'

const UPDATE_TOAST_ID = 'app-update'

/** Offers the waiting version in a toast that stays until the visitor acts on it. */
export function UpdateToast() {
  const activateUpdate = useAtomValue(waitingUpdateAtom)
  useEffect(() => {
    if (activateUpdate) void showUpdateToast(activateUpdate)
  }, [activateUpdate])
  return null
}

async function showUpdateToast(activateUpdate: () => void) {
  const { toast } = await import('sonner')
  toast(pwaCopy.updateAvailable, {
    id: UPDATE_TOAST_ID,
    description: pwaCopy.updateDescription,
    duration: Infinity,
    action: { label: pwaCopy.reload, onClick: activateUpdate },
  })
}
