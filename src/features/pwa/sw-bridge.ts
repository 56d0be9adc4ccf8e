/**
 * The page's only link to the service worker. The worker never reloads the page by itself: when a new
 * version is waiting, the app store says so (waitingUpdateAtom), and the visitor chooses when to reload.
 */
import { appStore } from '../../state/app-store'
import { askForTheRestWhenIdle, markAttendeePhone } from './attendee-phone'
import { waitingUpdateAtom } from '../../state/pwa-atoms'

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** Registers the service worker; call once at start-up. Its code loads apart from the first paint's. */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  await markAttendeePhone()
  const { registerSW } = await import('virtual:pwa-register')
  const activateUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      // The atom holds a function, so it is set through an updater (a bare function would be taken as one).
      appStore.set(waitingUpdateAtom, () => () => reloadIntoUpdate(activateUpdate))
    },
    onRegisteredSW(_url: string, registration: ServiceWorkerRegistration | undefined) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS)
    },
  })
  void navigator.serviceWorker.ready.then(askForTheRestWhenIdle)
}

/** Activates the waiting version and reloads the page into it. */
function reloadIntoUpdate(activateUpdate: (reload?: boolean) => Promise<void>): void {
  // workbox-window reloads only for updates it found itself, not for ones found by a later update check.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  releaseMediaRequests()
  void activateUpdate(true)
}

/**
 * The browser activates the new worker only once the old one has no request in flight, and a video holds its
 * request open while it plays. Reloading restarts the video anyway, so stop its download first.
 */
function releaseMediaRequests(): void {
  for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio')) {
    media.pause()
    media.preload = 'none'
    media.load()
  }
}
