/**
 * Loads the storage layer on demand, so Dexie never weighs on a page's first load: features call this
 * from effects and actions, never at import time.
 */
export async function loadStorage() {
  const [database, sessions, results, outbox, workshops] = await Promise.all([
    import('./database'),
    import('./sessions-repository'),
    import('./results-repository'),
    import('./outbox-repository'),
    import('./workshops-repository'),
  ])
  return { db: database.getAppDatabase(), sessions, results, outbox, workshops }
}
