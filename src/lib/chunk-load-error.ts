/** How each engine words a dynamic import whose file could not be fetched (gone after a deploy, or offline). */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

/** Whether `error` is a chunk of the app's code that did not load, rather than a fault in the code. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_LOAD_MESSAGES.some((start) => message.startsWith(start))
}
