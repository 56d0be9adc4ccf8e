import { readLocal } from './local-entries'
import { LOCAL_KEYS } from './storage-keys'

/**
 * Whether this device sends results to a live room (a phone that joined one, a workshop tablet linked to
 * one), read at once from localStorage. Its own module, so the start-up code can ask without loading the
 * rest of the storage layer.
 */
export function sendsToARoom(): boolean {
  return readLocal(LOCAL_KEYS.joinedRoom) !== null || tabletLinkedToARoom()
}

/** Whether this device, as a workshop tablet, is linked to a live room. */
export function tabletLinkedToARoom(): boolean {
  return readLocal(LOCAL_KEYS.tabletRoom) !== null
}
