/**
 * How every call of the door runs: it resolves, never rejects, to the value or to why the device would not
 * store it, which the UI turns into a message. Failures are reported here and nowhere else. Dexie and the
 * repositories load on the first call, never at import, so no page pays for them up front.
 */
import { loadStorage } from '../load-storage'
import { trackWrite } from '../pending-writes'

/**
 * Why the device did not store or read: no usable IndexedDB (private mode, turned off, too old), no room
 * left, or the database held by another tab running a different version of the app.
 */
export type StorageFailure = 'unavailable' | 'quota' | 'blocked'

export type Stored<T> = { ok: true; value: T } | { ok: false; failure: StorageFailure }

type Storage = Awaited<ReturnType<typeof loadStorage>>

/** The names, own or wrapped (`cause`, Dexie's `inner`), of an error and the errors behind it. */
function errorNames(error: unknown): string[] {
  const names: string[] = []
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth++) {
    if ('name' in current && typeof current.name === 'string') names.push(current.name)
    current = ('inner' in current && current.inner) || ('cause' in current && current.cause) || undefined
  }
  return names
}

/** Sorts a storage error into what the visitor can do about it. */
export function classifyStorageError(error: unknown): StorageFailure {
  const names = errorNames(error)
  if (names.includes('QuotaExceededError')) return 'quota'
  if (names.some((name) => ['VersionError', 'BlockedError', 'DatabaseClosedError'].includes(name)))
    return 'blocked'
  return 'unavailable'
}

function reportFailure(action: string, error: unknown): void {
  if (import.meta.env.DEV) console.error(`Think First could not ${action} on this device`, error)
}

/** Runs `work` on the loaded storage; `action` names it in the report of a failure. */
export function attempt<T>(action: string, work: (storage: Storage) => Promise<T>): Promise<Stored<T>> {
  return trackWrite(
    (async (): Promise<Stored<T>> => {
      try {
        return { ok: true, value: await work(await loadStorage()) }
      } catch (error) {
        reportFailure(action, error)
        return { ok: false, failure: classifyStorageError(error) }
      }
    })(),
  )
}
