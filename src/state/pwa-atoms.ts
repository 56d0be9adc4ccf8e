import { atom } from 'jotai/vanilla'
import { isChunkLoadError } from '../lib/chunk-load-error'
import { appStore } from './app-store'

/** Chromium's `beforeinstallprompt` event: the browser's offer to install the app, usable once. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** The install offer kept until the visitor asks to install; null when the browser has made none. */
export const installOfferAtom = atom<InstallOffer | null>(null)

/** Activates the new version waiting in the service worker and reloads into it; null while none waits. */
export const waitingUpdateAtom = atom<(() => void) | null>(null)

/**
 * Where the page is in reloading itself into a new build after its code failed to load: asking the server
 * which build it now serves, or reloading. Until it has decided, a failure it caused is not shown as one.
 */
export const newBuildReloadAtom = atom<'idle' | 'checking' | 'reloading'>('idle')

/** Whether `error` is code gone after a deploy that the page is reloading to fetch: then it is no failure. */
export async function reloadingForNewBuild(error: unknown): Promise<boolean> {
  if (!isChunkLoadError(error)) return false
  const decided = () => appStore.get(newBuildReloadAtom) !== 'checking'
  if (!decided())
    await new Promise<void>((resolve) => {
      const stop = appStore.sub(newBuildReloadAtom, () => {
        if (!decided()) return
        stop()
        resolve()
      })
    })
  return appStore.get(newBuildReloadAtom) === 'reloading'
}

/**
 * Why iOS Safari's install how-to should show: the visitor asked (the menu's install action, shown even if
 * dismissed before), or it is offered (unless dismissed before): after their first share, or when they come
 * back to their result, never at the moment of pride of a card just made. Never on arrival.
 */
export const iosInstallHintAtom = atom<'asked' | 'offered' | null>(null)

/** Whether the browser believes it is online; true while prerendering, then the browser's word. */
export const onlineAtom = atom(true)
onlineAtom.onMount = (setOnline) => {
  const update = () => setOnline(navigator.onLine)
  update()
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  return () => {
    window.removeEventListener('online', update)
    window.removeEventListener('offline', update)
  }
}
