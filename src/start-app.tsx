import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startServiceWorker } from './features/pwa/sw-bridge'
import { takeEarlyInput } from './lib/early-input'
import { holdLinkClicksDuringHydration } from './lib/hydration-gate'
import { createAppRouter } from './router'

/** Hydrates the prerendered page (or renders the bare app shell), then starts the worker and the outbox. */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createAppRouter()

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  if (container.hasChildNodes()) {
    // Prerendered page: load the matched route's code first, then render exactly what the server did.
    router.ssr = { manifest: undefined }
    await router.load()
    // From here React receives input; what the visitor typed or pressed earlier, while the app was still
    // loading, is handed to it once the page content is live.
    holdLinkClicksDuringHydration(takeEarlyInput())
    hydrateRoot(container, app)
  } else {
    createRoot(container).render(app)
  }
  void startServiceWorker()
  if (import.meta.env.VITE_FORMS_ENDPOINT)
    void import('./features/outbox/start-outbox').then((m) => m.startOutbox())
}
