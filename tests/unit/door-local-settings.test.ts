import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'

const loadLocalSettings = () => import('../../src/db/door/local-settings')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the tablet label', () => {
  it('is made on the first run and kept', async () => {
    const { door, local, LOCAL_KEYS } = await freshDoor(loadLocalSettings)
    const label = door.deviceTabletLabel()
    expect(label).not.toBe('')
    expect(local.get(LOCAL_KEYS.tabletLabel)).toBe(label)
    expect(door.deviceTabletLabel()).toBe(label)
  })

  it('is the one the tablet last ran a workshop under', async () => {
    const { door, local, LOCAL_KEYS } = await freshDoor(loadLocalSettings)
    local.set(LOCAL_KEYS.tabletLabel, 'Tablet 4')
    expect(door.deviceTabletLabel()).toBe('Tablet 4')
  })
})

describe('a record kept as JSON', () => {
  it('is read through its restore function, and is nothing when missing or damaged', async () => {
    const { door, local, LOCAL_KEYS } = await freshDoor(loadLocalSettings)
    const restore = (raw: unknown) => (typeof raw === 'number' ? raw : null)
    expect(door.readLocalJson(LOCAL_KEYS.joinedRoom, restore)).toBeNull()
    local.set(LOCAL_KEYS.joinedRoom, '42')
    expect(door.readLocalJson(LOCAL_KEYS.joinedRoom, restore)).toBe(42)
    local.set(LOCAL_KEYS.joinedRoom, '"42"')
    expect(door.readLocalJson(LOCAL_KEYS.joinedRoom, restore)).toBeNull()
    local.set(LOCAL_KEYS.joinedRoom, '{')
    expect(door.readLocalJson(LOCAL_KEYS.joinedRoom, restore)).toBeNull()
  })
})
