import { describe, expect, it } from 'vitest'
import { bearerToken, newFacilitatorKey } from '../../edge/facilitator-key'
import { facilitatorKeyHash } from '../../src/domain/room/tablet-pass'
import { addressSalt } from '../../edge/address-salt'
import { issueMemberToken, verifyMemberToken } from '../../edge/member-token'
import { alarmNeedsMoving, roomExpiry } from '../../edge/room-expiry'
import { parseRoomPath } from '../../edge/room-path'
import { retryAfterSeconds } from '../../edge/sliding-window'
import { isFacilitatorKey } from '../../src/domain/room/room-protocol'

describe('room addresses', () => {
  it('reads creation, a room and its actions, the code in any case', () => {
    expect(parseRoomPath('/api/rooms')).toEqual({ kind: 'create' })
    expect(parseRoomPath('/api/rooms/')).toEqual({ kind: 'create' })
    expect(parseRoomPath('/api/rooms/ab3de4')).toEqual({ kind: 'room', code: 'AB3DE4', action: 'room' })
    expect(parseRoomPath('/api/rooms/AB3DE4/results')).toEqual({
      kind: 'room',
      code: 'AB3DE4',
      action: 'results',
    })
    expect(parseRoomPath('/api/rooms/AB3DE4/live')).toEqual({ kind: 'room', code: 'AB3DE4', action: 'live' })
    expect(parseRoomPath('/api/rooms/AB3DE4/remove')).toEqual({
      kind: 'room',
      code: 'AB3DE4',
      action: 'remove',
    })
  })

  it('reads the network check apart from any code', () => {
    expect(parseRoomPath('/api/rooms/check')).toEqual({ kind: 'check', live: false })
    expect(parseRoomPath('/api/rooms/check/live')).toEqual({ kind: 'check', live: true })
    expect(parseRoomPath('/api/rooms/check/other')).toEqual({ kind: 'unknown' })
  })

  it.each(['/api/rooms/%ZZ/join', '/api/rooms/%E0%A4%A', '/api/rooms/%/results', '/api/rooms/%C0%AF'])(
    'reads a malformed escape (%s) as an unknown address instead of throwing',
    (path) => {
      expect(parseRoomPath(path)).toEqual({ kind: 'unknown' })
    },
  )

  it('refuses a code with look-alike letters, an unknown action or extra parts', () => {
    expect(parseRoomPath('/api/rooms/AB3DE0')).toEqual({ kind: 'unknown' })
    expect(parseRoomPath('/api/rooms/AB3DE4/delete')).toEqual({ kind: 'unknown' })
    expect(parseRoomPath('/api/rooms/AB3DE4/results/1')).toEqual({ kind: 'unknown' })
    expect(parseRoomPath('/api/forms')).toEqual({ kind: 'unknown' })
  })
})

describe('limits', () => {
  const MINUTE = 60_000

  it('lets requests through below the limit', () => {
    expect(retryAfterSeconds([1000, 2000], 3000, 3, MINUTE)).toBeNull()
  })

  it('says how long until the oldest request in the window leaves it', () => {
    expect(retryAfterSeconds([1000, 2000, 3000], 4000, 3, MINUTE)).toBe(57)
    expect(retryAfterSeconds([1000, 2000, 3000], 60_999, 3, MINUTE)).toBe(1)
  })

  it('forgets requests older than the window', () => {
    expect(retryAfterSeconds([1000, 2000, 3000], 61_001, 3, MINUTE)).toBeNull()
  })
})

describe('expiry', () => {
  const DAY = 24 * 60 * 60 * 1000

  it('deletes a room 30 days after the facilitator last acted or a card last came', () => {
    expect(roomExpiry({ createdAt: 0, lastUsed: 0 })).toBe(30 * DAY)
    expect(roomExpiry({ createdAt: 0, lastUsed: 10 * DAY })).toBe(40 * DAY)
  })

  it('never keeps a room more than 90 days from its creation, however busy', () => {
    expect(roomExpiry({ createdAt: 0, lastUsed: 85 * DAY })).toBe(90 * DAY)
    expect(roomExpiry({ createdAt: 5 * DAY, lastUsed: 200 * DAY })).toBe(95 * DAY)
  })

  it('moves the alarm only when it is more than an hour off', () => {
    expect(alarmNeedsMoving(null, 5)).toBe(true)
    expect(alarmNeedsMoving(1000, 1000 + 60 * 60 * 1000)).toBe(false)
    expect(alarmNeedsMoving(1000, 1001 + 60 * 60 * 1000)).toBe(true)
  })
})

describe('facilitator keys', () => {
  it('are 32 random bytes in base64url, kept only as their SHA-256', async () => {
    const key = newFacilitatorKey()
    expect(isFacilitatorKey(key)).toBe(true)
    expect(newFacilitatorKey()).not.toBe(key)
    expect(await facilitatorKeyHash(key)).toMatch(/^[0-9a-f]{64}$/)
    expect(await facilitatorKeyHash(key)).not.toContain(key)
  })

  it('are read from a bearer header only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc')
    expect(bearerToken('bearer  abc')).toBe('abc')
    expect(bearerToken('Basic abc')).toBeNull()
    expect(bearerToken(null)).toBeNull()
  })
})

describe('member tokens', () => {
  const room = { code: 'AB3DE4', keyHash: 'a'.repeat(64) }
  const memberId = '0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10'

  it('are given per member and checked by the room that gave them', async () => {
    const token = await issueMemberToken(room, 'phone', memberId)
    expect(await issueMemberToken(room, 'phone', memberId)).toBe(token)
    expect(await verifyMemberToken(room, `Bearer ${token}`)).toMatchObject({ device: 'phone', memberId })
  })

  it('open nothing in another room, for another member or as another device', async () => {
    const token = await issueMemberToken(room, 'phone', memberId)
    expect(await verifyMemberToken({ ...room, code: 'AB3DE5' }, `Bearer ${token}`)).toBeNull()
    expect(await verifyMemberToken({ ...room, keyHash: 'b'.repeat(64) }, `Bearer ${token}`)).toBeNull()
    const otherMember = token.replace(memberId, crypto.randomUUID())
    expect(await verifyMemberToken(room, `Bearer ${otherMember}`)).toBeNull()
    expect(await verifyMemberToken(room, `Bearer ${token.replace(/^p\./, 't.')}`)).toBeNull()
    for (const header of [null, '', 'Bearer', `Bearer ${token}x`, `Basic ${token}`])
      expect(await verifyMemberToken(room, header)).toBeNull()
  })
})

describe('the address salt', () => {
  it('is the secret when it is set', () => {
    expect(addressSalt({ FORMS_IP_SALT: 's3cret' })).toBe('s3cret')
  })

  it('is refused when empty, unless this is local development', () => {
    expect(addressSalt({})).toBeNull()
    expect(addressSalt({ FORMS_IP_SALT: '' })).toBeNull()
    expect(addressSalt({ FORMS_IP_SALT: '', LOCAL_DEVELOPMENT: 'false' })).toBeNull()
    expect(addressSalt({ LOCAL_DEVELOPMENT: 'true' })).toBe('')
  })
})
