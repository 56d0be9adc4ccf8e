/**
 * Chromium fires `beforeinstallprompt` once, often before React has rendered, so the event is captured
 * at start-up and kept here until the visitor asks to install.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferredPrompt: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

/** Starts listening for the browser's install offer; call once at start-up. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferredPrompt = event as BeforeInstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null
    notify()
  })
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function canInstall(): boolean {
  return deferredPrompt !== null
}

/** Shows the browser's install dialog; the offer is single-use. */
export async function promptInstall(): Promise<void> {
  const offer = deferredPrompt
  if (!offer) return
  deferredPrompt = null
  notify()
  await offer.prompt()
}
