import { useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { loadToast, toastRaised } from '../../components/layout/load-toast'
import { pwaCopy } from '../../content/pwa'
import { waitingUpdateAtom } from '../../state/pwa-atoms'
import { useWorkshopMode } from '../../state/workshop-atoms'

const UPDATE_TOAST_ID = 'app-update'

/**
 * Offers the waiting version in a toast that stays until the visitor acts on it. On a workshop's tablet,
 * MojoMe belongs to the attendees: the offer waits until the facilitator is on another page.
 */
export function UpdateToast() {
  const activateUpdate = useAtomValue(waitingUpdateAtom)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const held = useWorkshopMode().status === 'on' && pathname === '/mojo-me'
  useEffect(() => {
    if (!activateUpdate) return
    if (held) void hideUpdateToast()
    else void showUpdateToast(activateUpdate)
  }, [activateUpdate, held])
  return null
}

async function hideUpdateToast() {
  if (!toastRaised()) return
  const toast = await loadToast()
  toast.dismiss(UPDATE_TOAST_ID)
}

async function showUpdateToast(activateUpdate: () => void) {
  const toast = await loadToast()
  toast(pwaCopy.updateAvailable, {
    id: UPDATE_TOAST_ID,
    description: pwaCopy.updateDescription,
    duration: Infinity,
    action: { label: pwaCopy.reload, onClick: activateUpdate },
  })
}
