/**
 * Another tab holding the database open at another version keeps this one from opening it: the open waits,
 * and every call with it, until that tab lets go. The database reports it here, so the page can say so while
 * it waits.
 */
const listeners = new Set<() => void>()

/** Called by the database when its opening is blocked by another tab. */
export function reportStorageBlocked(): void {
  listeners.forEach((listener) => listener())
}

/** Calls `listener` whenever the database's opening is blocked by another tab; returns how to stop. */
export function onStorageBlocked(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
