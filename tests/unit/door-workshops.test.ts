import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'
import { storedResult } from './support/stored-result'
import { WORKSHOP as workshop } from './support/workshop'

const loadWorkshops = () => import('../../src/db/door/workshops')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the workshop this device runs', () => {
  it('puts the device in workshop mode, and takes it out when it ends', async () => {
    const { door, db, local, LOCAL_KEYS } = await freshDoor(loadWorkshops)
    expect(await door.currentWorkshop()).toEqual({ ok: true, value: null })
    await door.startWorkshop(workshop)
    expect(local.get(LOCAL_KEYS.workshopId)).toBe('w-1')
    expect(local.get(LOCAL_KEYS.tabletLabel)).toBe('Tablet 2')
    expect(await door.currentWorkshop()).toEqual({ ok: true, value: workshop })

    local.set(LOCAL_KEYS.pinFailures, '2')
    await door.endWorkshop('w-1', 'keep')
    expect(local.has(LOCAL_KEYS.workshopId)).toBe(false)
    expect(local.has(LOCAL_KEYS.pinFailures)).toBe(false)
    expect(await door.currentWorkshop()).toEqual({ ok: true, value: null })
    await db.delete()
  })

  it('clears a mark left by a workshop that is gone', async () => {
    const { door, local, LOCAL_KEYS, db } = await freshDoor(loadWorkshops)
    local.set(LOCAL_KEYS.workshopId, 'deleted-meanwhile')
    expect(await door.currentWorkshop()).toEqual({ ok: true, value: null })
    expect(local.has(LOCAL_KEYS.workshopId)).toBe(false)
    await db.delete()
  })

  it('adds results brought from elsewhere once, and lists them oldest first', async () => {
    const { door, db } = await freshDoor(loadWorkshops)
    await door.startWorkshop(workshop)
    await door.updateWorkshop({ ...workshop, idleMinutes: 5 })
    expect(await door.addWorkshopResults('w-1', [storedResult('b', 2), storedResult('a', 1)])).toEqual({
      ok: true,
      value: 2,
    })
    expect(await door.addWorkshopResults('w-1', [storedResult('a', 1)])).toEqual({ ok: true, value: 0 })
    const listed = await door.listWorkshopResults('w-1')
    expect(listed.ok && listed.value.map((result) => result.uuid)).toEqual(['a', 'b'])
    expect(await door.currentWorkshop()).toMatchObject({ value: { idleMinutes: 5 } })
    await db.delete()
  })
})
