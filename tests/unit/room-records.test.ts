import { describe, expect, it } from 'vitest'
import { generateRoomKeys } from '../../src/domain/room-crypto'
import {
  keyTransferText,
  readKeyTransfer,
  restoreFacilitatorRoom,
  restoreJoinedRoom,
  type FacilitatorRoom,
} from '../../src/domain/room-records'

const FACILITATOR_KEY = 'a'.repeat(43)

async function facilitatorRoom(): Promise<FacilitatorRoom> {
  const keys = await generateRoomKeys()
  return { code: 'K7QMX3', name: 'Board day', ...keys, facilitatorKey: FACILITATOR_KEY, createdAt: 1 }
}

describe('room records', () => {
  it('read back a facilitator room as kept, and nothing from a damaged one', async () => {
    const room = await facilitatorRoom()
    expect(restoreFacilitatorRoom(structuredClone(room))).toEqual(room)
    expect(restoreFacilitatorRoom({ ...room, code: 'K7QMX0' })).toBeNull()
    expect(restoreFacilitatorRoom({ ...room, facilitatorKey: 'short' })).toBeNull()
    expect(restoreFacilitatorRoom({ ...room, privateKey: 'not base64url!' })).toBeNull()
    expect(restoreFacilitatorRoom('nonsense')).toBeNull()
  })

  it('read back a joined room, without an empty display name', async () => {
    const { publicKey } = await facilitatorRoom()
    const attendeeId = crypto.randomUUID()
    const joined = { code: 'K7QMX3', name: 'Board day', publicKey, attendeeId }
    expect(restoreJoinedRoom({ ...joined, displayName: '  ' })).toEqual(joined)
    expect(restoreJoinedRoom({ ...joined, displayName: 'Ada' })).toEqual({ ...joined, displayName: 'Ada' })
    expect(restoreJoinedRoom({ ...joined, attendeeId: 'me' })).toBeNull()
  })

  it('carry both keys to another device in one fragment, and refuse anything else', async () => {
    const room = await facilitatorRoom()
    const text = keyTransferText(room)
    expect(readKeyTransfer(`#${text}`)).toEqual({
      facilitatorKey: room.facilitatorKey,
      privateKey: room.privateKey,
    })
    expect(readKeyTransfer('')).toBeNull()
    expect(readKeyTransfer(room.publicKey)).toBeNull()
    expect(readKeyTransfer(`${text}.extra`)).toBeNull()
  })
})
