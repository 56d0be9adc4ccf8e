import { useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { dismissToast, showToast } from '../../components/layout/show-toast'
import { pwaCopy } from '../../content/pwa'
import { waitingUpdateAtom } from '../../state/pwa-atoms'
import { useWorkshopMode } from '../../state/workshop-atoms'
import { takeNewBuildNotice } from './new-build-record'

const UPDATE_TOAST_ID = 'app-update'
const RELOADED_NOTICE_MS = 10_000

/**
 * Offers the waiting version in a toast that stays until the visitor acts on it. On a workshop's tablet,
 * MojoMe belongs to the attendees: the offer waits until the facilitator is on another page. A page that
 * reloaded itself into a new build says so here too.
 */
export function UpdateToast() {
  const activateUpdate = useAtomValue(waitingUpdateAtom)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const held = useWorkshopMode().status === 'on' && pathname === '/mojo-me'
  // The page has just reloaded itself into a new build (new-build-reload.ts): say why, once.
  useEffect(() => {
    if (takeNewBuildNotice())
      showToast((toast) => toast.info(pwaCopy.reloadedForUpdate, { duration: RELOADED_NOTICE_MS }))
  }, [])
  useEffect(() => {
    if (!activateUpdate) return
    if (held) dismissToast(UPDATE_TOAST_ID)
    else showUpdateToast(activateUpdate)
  }, [activateUpdate, held])
  return null
}

function showUpdateToast(activateUpdate: () => void) {
  showToast((toast) =>
    toast(pwaCopy.updateAvailable, {
      id: UPDATE_TOAST_ID,
      description: pwaCopy.updateDescription,
      duration: Infinity,
      action: { label: pwaCopy.reload, onClick: activateUpdate },
    }),
  )
}
