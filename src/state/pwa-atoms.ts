import { atom } from 'jotai/vanilla'

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
 * Why iOS Safari's install how-to should show: the visitor asked (the menu's install action, shown even if
 * dismissed before), or has just finished MojoMe (shown unless dismissed before). Never on arrival.
 */
export const iosInstallHintAtom = atom<'asked' | 'finished' | null>(null)

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
