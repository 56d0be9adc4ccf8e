/**
 * One module of the storage door, loaded afresh over fake-indexeddb (or a browser with no IndexedDB), with
 * the database it writes to and the localStorage it keeps in a map.
 */
import { stubFreshBrowser } from './fake-storage'

export async function freshDoor<T>(
  load: () => Promise<T>,
  storage: 'available' | 'unavailable' = 'available',
) {
  const local = stubFreshBrowser(storage)
  const door = await load()
  const { getAppDatabase } = await import('../../../src/db/database')
  const { LOCAL_KEYS } = await import('../../../src/db/storage-keys')
  return { door, local, db: getAppDatabase(), LOCAL_KEYS }
}
