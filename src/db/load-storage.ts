/**
 * Loads the storage layer on demand, so Dexie never weighs on a page's first load: features call this
 * from effects and actions, never at import time.
 */
export async function loadStorage() {
  const { getAppDatabase, sessions, results, outbox, workshops, comparisons, rooms } =
    await import('./storage').catch(reportChunkFailure)
  return { db: getAppDatabase(), sessions, results, outbox, workshops, comparisons, rooms }
}

/**
 * A storage chunk that did not load may be gone after a deploy. Vite reports a lazy chunk that failed only
 * when it had files to preload with it, so this one is reported the same way, to the page's new-build check
 * (features/pwa/new-build-reload.ts), and the caller still hears of the failure.
 */
function reportChunkFailure(error: unknown): never {
  if (typeof window !== 'undefined') {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error })
    window.dispatchEvent(event)
  }
  throw error
}
