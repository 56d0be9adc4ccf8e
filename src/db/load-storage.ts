/**
 * Loads the storage layer on demand, so Dexie never weighs on a page's first load: features call this
 * from effects and actions, never at import time.
 */
export async function loadStorage() {
  const { getAppDatabase, sessions, results, outbox, workshops, comparisons, rooms } =
    await import('./storage')
  return { db: getAppDatabase(), sessions, results, outbox, workshops, comparisons, rooms }
}
