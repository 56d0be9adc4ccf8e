import { readLocal } from './local-entries'
import { LOCAL_KEYS } from './storage-keys'

/**
 * The id of the workshop this device runs, read at once (no IndexedDB), or null outside workshop mode. Its own
 * module, so the start-up code can ask without loading the rest of the storage layer.
 */
export function workshopModeId(): string | null {
  return readLocal(LOCAL_KEYS.workshopId)
}
