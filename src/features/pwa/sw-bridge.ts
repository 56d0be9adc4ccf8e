/**
 * The page's only link to the service worker. The worker never reloads the page by itself: when a new
 * version is waiting we tell the listeners, and the visitor chooses when to reload.
 */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

type Listener = () => void
const updateListeners = new Set<Listener>()
let updateWaiting = false
let activateUpdate: ((reload?: boolean) => Promise<void>) | undefined

/** Registers the service worker; call once at start-up. Its code loads apart from the first paint's. */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { registerSW } = await import('virtual:pwa-register')
  activateUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateWaiting = true
      for (const listener of updateListeners) listener()
    },
    onRegisteredSW(_url: string, registration: ServiceWorkerRegistration | undefined) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS)
    },
  })
}

/** Calls `listener` when a new version is installed and waiting (at once if one already is). */
export function onUpdateWaiting(listener: Listener): () => void {
  updateListeners.add(listener)
  if (updateWaiting) listener()
  return () => updateListeners.delete(listener)
}

/** Activates the waiting version and reloads the page into it. */
export function reloadIntoUpdate(): void {
  // workbox-window reloads only for updates it found itself, not for ones found by a later update check.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  releaseMediaRequests()
  void activateUpdate?.(true)
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
