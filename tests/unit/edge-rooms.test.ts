import { describe, expect, it } from 'vitest'
import { bearerToken, facilitatorKeyHash, newFacilitatorKey } from '../../edge/facilitator-key'
import { joinsPerMinute, MAX_JOINS_PER_MINUTE } from '../../edge/join-limit'
import { alarmNeedsMoving, roomExpiry } from '../../edge/room-expiry'
import { parseRoomPath } from '../../edge/room-path'
import { retryAfterSeconds } from '../../edge/sliding-window'
import { isFacilitatorKey } from '../../src/domain/room-protocol'

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
  })

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
  it('deletes a room 30 days after it was last used', () => {
    expect(roomExpiry(0)).toBe(30 * 24 * 60 * 60 * 1000)
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

describe('the card encryption the tests and bench use', () => {
  it('follows the protocol, and only the room key with the right code and result id opens a card', async () => {
    const { makeRoomKeys, openCard, sealCard, ROOM_HKDF_INFO } = await import('../../scripts/room-crypto.mjs')
    const {
      ROOM_HKDF_INFO: protocolInfo,
      isRoomPublicKey,
      parseRoomEnvelope,
    } = await import('../../src/domain/room-protocol')
    expect(ROOM_HKDF_INFO).toBe(protocolInfo)
    const keys = await makeRoomKeys()
    expect(isRoomPublicKey(keys.publicKey)).toBe(true)
    const id = crypto.randomUUID()
    const sealed = await sealCard(
      { card: 'AQID', name: 'Ada' },
      { roomPublicKey: keys.publicKey, code: 'AB3DE4', resultId: id },
    )
    const envelope = parseRoomEnvelope({ id, source: 'phone', ...sealed })
    expect(envelope).not.toBeNull()
    expect(await openCard(envelope!, { privateKey: keys.privateKey, code: 'AB3DE4' })).toEqual({
      card: 'AQID',
      name: 'Ada',
    })
    await expect(openCard(envelope!, { privateKey: keys.privateKey, code: 'AB3DE5' })).rejects.toThrow()
    await expect(
      openCard({ ...envelope!, id: crypto.randomUUID() }, { privateKey: keys.privateKey, code: 'AB3DE4' }),
    ).rejects.toThrow()
  })
})

describe('the join limit', () => {
  it('is 120 a minute unless the Worker variable sets another whole number', () => {
    expect(joinsPerMinute(undefined)).toBe(120)
    expect(joinsPerMinute('120')).toBe(120)
    expect(joinsPerMinute('600')).toBe(600)
    expect(joinsPerMinute(' 600 ')).toBe(600)
    expect(joinsPerMinute(900)).toBe(900)
  })

  it('keeps 120 for a value that is not a sensible whole number', () => {
    for (const raw of ['', 'lots', '0', '-5', '1.5', '1e3', String(MAX_JOINS_PER_MINUTE + 1), null, 0, 2.5])
      expect(joinsPerMinute(raw)).toBe(120)
    expect(joinsPerMinute(String(MAX_JOINS_PER_MINUTE))).toBe(MAX_JOINS_PER_MINUTE)
  })
})
