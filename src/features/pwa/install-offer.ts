/**
 * Chromium fires `beforeinstallprompt` once, often before React has rendered, so the offer is caught at
 * start-up and kept in the app store until the visitor asks to install.
 */
import { appStore } from '../../state/app-store'
import { installOfferAtom, type InstallOffer } from '../../state/pwa-atoms'

/** Starts listening for the browser's install offer; call once at start-up. */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    appStore.set(installOfferAtom, event as InstallOffer)
  })
  window.addEventListener('appinstalled', () => appStore.set(installOfferAtom, null))
}

/** Shows the browser's install dialog; the offer is single-use. */
export async function promptInstall(): Promise<void> {
  const offer = appStore.get(installOfferAtom)
  if (!offer) return
  appStore.set(installOfferAtom, null)
  await offer.prompt()
}
