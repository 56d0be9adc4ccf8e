import { startTransition } from 'react'
import { holdLinkClicksUntilLive } from './start/hydration-gate'
import { nextTask } from './lib/next-task'
import { sendsToARoom, tabletLinkedToARoom } from './db/room-mark'
import { drawingStarts, hydrationStarts, onPageLive } from './start/page-live'
import { workshopModeId } from './db/workshop-mark'
import { reloadOnChunkError, watchForNewBuild } from './features/pwa/new-build-reload'

/**
 * Hydrates the prerendered page (or renders the bare app shell), then starts the worker and the outbox.
 * The framework chunk (React DOM and the router) arrives with this module, the app in a module graph of its
 * own, so the browser evaluates them in two tasks; the router's start and hydration each begin in a task of
 * their own. No step of it becomes one long task that would hold up the visitor's input.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Before the app's own chunks are asked for: a deploy may have removed them.
  watchForNewBuild()
  const [{ createRoot, hydrateRoot }, { createApp }] = await Promise.all([
    import('react-dom/client'),
    import('./app'),
  ])
  await nextTask()
  const { router, element } = createApp(reloadOnChunkError)
  if (container.hasChildNodes()) {
    // Prerendered page: load the matched route's code first, then render exactly what the server did.
    // The one private field the start-up sets (hence the router pinned to ~1.170 in package.json): it tells
    // the router its first render hydrates server markup, so it leaves out the Suspense boundary it adds
    // around the routes on a client render, which the prerendered page does not have. The router's own
    // hydrate() would set it, but needs a per-page inline bootstrap script that this site's CSP forbids.
    router.ssr = { manifest: undefined }
    hydrationStarts()
    await router.load()
    await nextTask()
    holdLinkClicksUntilLive()
    // As a transition, hydration yields to the browser every few milliseconds instead of running each
    // boundary to the end; a boundary the visitor touches is still hydrated first, at once.
    startTransition(() => {
      hydrateRoot(container, element)
    })
  } else {
    drawingStarts()
    createRoot(container).render(element)
  }
  // The worker and the outbox wait for the page to be live: the page needs neither to answer the visitor.
  onPageLive(() => {
    void import('./features/pwa/sw-bridge').then((bridge) => bridge.startServiceWorker())
    // The outbox runs wherever it may have something to send: forms to an endpoint, results to a live room.
    if (import.meta.env.VITE_FORMS_ENDPOINT || sendsToARoom())
      void import('./features/outbox/start-outbox').then((outbox) => outbox.startOutbox())
  })
  // A device in workshop mode shows it on every page (the reduced navigation); others never load its code.
  if (workshopModeId())
    void import('./features/facilitator/tablet/workshop-mode').then((workshop) =>
      workshop.refreshWorkshopMode(),
    )
  if (workshopModeId() && tabletLinkedToARoom())
    void import('./features/facilitator/room/tablet-room-sync').then((sync) =>
      sync.startTabletRoomSync(deliverOutbox),
    )
}

/** The outbox's delivery, for the room feature (features do not import each other); it loads on use. */
async function deliverOutbox(): Promise<void> {
  const { deliverNow } = await import('./features/outbox/start-outbox')
  await deliverNow()
}
