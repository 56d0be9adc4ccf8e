/**
 * Resolves in a later task, so the browser can paint and handle input in between: work split at these
 * points never becomes one long task. scheduler.yield() keeps this work ahead of other queued tasks.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
