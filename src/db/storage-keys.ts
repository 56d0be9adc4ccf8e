/**
 * Every name and version this app stores data under, in one table, so a rename or a schema bump happens here
 * and nowhere else. What lives where is described in database.ts.
 */
export const STORAGE = {
  /** The IndexedDB database name. */
  databaseName: 'think-first',
  /** Dexie schema version; bump it (and add a `version(n)` step in database.ts) when tables or indexes change. */
  schemaVersion: 1,
  /** Shape version of a stored SessionRecord, checked by restoreSession before anything is resumed. */
  sessionRecordVersion: 1,
  /** The app keeps one in-progress assessment per device, under this key. */
  currentSessionId: 'current',
} as const
