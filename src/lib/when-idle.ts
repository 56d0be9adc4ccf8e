const IDLE_TIMEOUT_MS = 1500

/**
 * Runs `work` once the browser is idle (or after a short timeout), so loading code and reading storage
 * after the first paint does not block the visitor's first interactions. Returns a cancel function.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 1)
  return () => clearTimeout(handle)
}
