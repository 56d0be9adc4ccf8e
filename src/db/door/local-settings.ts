/** What the device keeps in localStorage beside IndexedDB: its tablet label, and records kept as JSON. */
import { newTabletLabel } from '../../domain/workshop/tablet-label'
import { readLocal, writeLocal } from '../local-entries'
import { LOCAL_KEYS, type LocalKey } from '../storage-keys'

/** This tablet's label: the one it last ran a workshop under, else one made on its first run and kept. */
export function deviceTabletLabel(): string {
  const stored = readLocal(LOCAL_KEYS.tabletLabel)
  if (stored) return stored
  const label = newTabletLabel((size) => crypto.getRandomValues(new Uint8Array(size)))
  writeLocal(LOCAL_KEYS.tabletLabel, label)
  return label
}

/** The record kept as JSON under `key`, passed through `restore`; null when missing, damaged or refused. */
export function readLocalJson<T>(key: LocalKey, restore: (raw: unknown) => T | null): T | null {
  const text = readLocal(key)
  if (!text) return null
  try {
    return restore(JSON.parse(text))
  } catch {
    return null
  }
}
