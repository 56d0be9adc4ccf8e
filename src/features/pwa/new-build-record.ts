/**
 * What a tab remembers of reloading itself into a new build (new-build-reload.ts): the build it left, so it
 * never leaves the same build twice, and says once, on arrival, why it reloaded.
 */
import { readTabEntry, removeTabEntry, writeTabEntry } from '../../db/local-entries'
import { SESSION_KEYS } from '../../db/storage-keys'

export interface ReloadRecord {
  /** The build the page reloaded itself out of. */
  from: string
}

/** The build this page comes from (its `<meta name="build-id">`), or null where it has none. */
export function pageBuild(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? null
}

export function readRecord(): ReloadRecord | null {
  try {
    const record: unknown = JSON.parse(readTabEntry(SESSION_KEYS.newBuildReload) ?? 'null')
    return typeof record === 'object' &&
      record !== null &&
      'from' in record &&
      typeof record.from === 'string'
      ? { from: record.from }
      : null
  } catch {
    return null
  }
}

/** Keeps the record (none: forgets it); false when the tab cannot keep it. */
export function writeRecord(record: ReloadRecord | null): boolean {
  if (record) return writeTabEntry(SESSION_KEYS.newBuildReload, JSON.stringify(record))
  removeTabEntry(SESSION_KEYS.newBuildReload)
  return true
}

/** Whether this page has just been reloaded into a new build; true once, so it is said once. */
export function takeNewBuildNotice(): boolean {
  const record = readRecord()
  const current = pageBuild()
  if (!record || !current || record.from === current) return false
  writeRecord(null)
  return true
}
