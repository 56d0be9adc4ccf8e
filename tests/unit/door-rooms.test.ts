import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateRoomKeys } from '../../src/domain/room/room-crypto'
import type { FacilitatorRoom, JoinedRoom } from '../../src/domain/room/room-records'
import { freshDoor } from './support/fresh-door'

const loadRooms = () => import('../../src/db/door/rooms')

async function facilitatorRoom(code: string, createdAt: number): Promise<FacilitatorRoom> {
  const keys = await generateRoomKeys()
  return { code, name: 'Board day', ...keys, facilitatorKey: 'a'.repeat(43), createdAt }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the rooms this device runs', () => {
  it('are kept with their keys, listed newest first and forgotten when they end', async () => {
    const { door, db } = await freshDoor(loadRooms)
    const older = await facilitatorRoom('K7QMX3', 1)
    const newer = await facilitatorRoom('H4WPN8', 2)
    await door.saveFacilitatorRoom(older)
    await door.saveFacilitatorRoom(newer)

    const listed = await door.listFacilitatorRooms()
    expect(listed.ok && listed.value.map((room) => room.code)).toEqual(['H4WPN8', 'K7QMX3'])
    expect(await door.findFacilitatorRoom('K7QMX3')).toEqual({ ok: true, value: older })
    await door.forgetFacilitatorRoom('K7QMX3')
    expect(await door.findFacilitatorRoom('K7QMX3')).toEqual({ ok: true, value: null })
    await db.delete()
  })
})

describe('the room this phone joined', () => {
  it('is read back as saved, and nothing once left or when damaged', async () => {
    const { door, local, LOCAL_KEYS } = await freshDoor(loadRooms)
    const { publicKey } = await generateRoomKeys()
    const joined: JoinedRoom = {
      code: 'K7QMX3',
      name: 'Board day',
      publicKey,
      attendeeId: crypto.randomUUID(),
    }

    expect(door.saveJoinedRoom(joined)).toBe(true)
    expect(door.joinedRoom()).toEqual(joined)
    door.leaveJoinedRoom()
    expect(door.joinedRoom()).toBeNull()
    local.set(LOCAL_KEYS.joinedRoom, '{"code":')
    expect(door.joinedRoom()).toBeNull()
  })
})

describe('the room this tablet sends to', () => {
  it('is nothing until linked, and nothing again once unlinked', async () => {
    const { door, local, LOCAL_KEYS } = await freshDoor(loadRooms)
    expect(door.tabletRoom()).toBeNull()
    local.set(LOCAL_KEYS.tabletRoom, JSON.stringify({ code: 'K7QMX3' }))
    expect(door.tabletRoom()).toBeNull()
    expect(door.linkTabletRoom(null)).toBe(true)
    expect(local.has(LOCAL_KEYS.tabletRoom)).toBe(false)
  })
})
