import { describe, expect, it } from 'vitest'
import { generateRoomKeys } from '../../src/domain/room/room-crypto'
import {
  restoreFacilitatorRoom,
  restoreJoinedRoom,
  restoreTabletRoom,
  type FacilitatorRoom,
} from '../../src/domain/room/room-records'

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

  it('keep the token a room gave a phone, and drop one that cannot be a token', async () => {
    const { publicKey } = await facilitatorRoom()
    const attendeeId = crypto.randomUUID()
    const token = `p.${attendeeId}.${'m'.repeat(43)}`
    const joined = { code: 'K7QMX3', name: 'Board day', publicKey, attendeeId }
    expect(restoreJoinedRoom({ ...joined, token })).toEqual({ ...joined, token })
    expect(restoreJoinedRoom({ ...joined, token: 'forged' })).toEqual(joined)
  })

  it('read back a tablet’s room only with its member id and tablet token', async () => {
    const { publicKey } = await facilitatorRoom()
    const memberId = crypto.randomUUID()
    const tablet = {
      code: 'K7QMX3',
      name: 'Board day',
      publicKey,
      memberId,
      token: `t.${memberId}.${'m'.repeat(43)}`,
    }
    expect(restoreTabletRoom(structuredClone(tablet))).toEqual(tablet)
    expect(restoreTabletRoom({ ...tablet, token: `p.${memberId}.${'m'.repeat(43)}` })).toBeNull()
    // Linked before rooms gave tokens: read as not linked, so it is linked again.
    expect(restoreTabletRoom({ code: 'K7QMX3', name: 'Board day', publicKey })).toBeNull()
  })
})
