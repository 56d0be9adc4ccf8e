import { describe, expect, it } from 'vitest'
import {
  ROOM_CODE_ALPHABET,
  ROOM_CODE_COUNT,
  ROOM_LIMITS,
  isRoomCode,
  normaliseRoomCode,
  parseMemberToken,
  parseRoom,
  roomCodeFromBytes,
  roomScreenProtocols,
} from '../../src/domain/room/room-protocol'
import {
  parseJoinRequest,
  parseRemoveRequest,
  parseCapacityRequest,
  capacityFromInput,
  parseCreateRoomRequest,
  parseFlag,
  facilitatorKeyOfProtocols,
  parseReceivedEnvelope,
  parseRoomEnvelope,
} from '../../src/domain/room/room-messages'

const KEY = 'B' + 'A'.repeat(86)
const ENVELOPE = {
  id: '6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00',
  attendeeId: '0b9c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b11',
  source: 'phone',
  ephemeralKey: KEY,
  iv: 'i'.repeat(16),
  ciphertext: 'x'.repeat(120),
}

describe('room codes', () => {
  it('has no characters that read alike', () => {
    for (const char of '01OIL') expect(ROOM_CODE_ALPHABET).not.toContain(char)
    expect(ROOM_CODE_COUNT).toBe(31 ** 6)
  })

  it('accepts a typed code in any case, with spaces or a dash', () => {
    expect(normaliseRoomCode(' ab3-de4 ')).toBe('AB3DE4')
    expect(normaliseRoomCode('AB3DE')).toBeNull()
    expect(normaliseRoomCode('AB3DE0')).toBeNull()
    expect(normaliseRoomCode('ab3de4x')).toBeNull()
  })

  it('makes six characters of the alphabet from random bytes', () => {
    const code = roomCodeFromBytes(Uint8Array.from([0, 30, 31, 255, 100, 7]))
    expect(code).toBe('2Z2999')
    expect(isRoomCode(code)).toBe(true)
    expect(() => roomCodeFromBytes(new Uint8Array(5))).toThrow()
  })
})

describe('envelopes', () => {
  it('keeps a well-formed envelope, ids lower-cased', () => {
    const parsed = parseRoomEnvelope({ ...ENVELOPE, id: ENVELOPE.id.toUpperCase() })
    expect(parsed).toEqual(ENVELOPE)
  })

  it('accepts an envelope without an attendee, from a tablet', () => {
    const rest = { ...ENVELOPE, attendeeId: undefined }
    delete rest.attendeeId
    expect(parseRoomEnvelope({ ...rest, source: 'tablet' })).toEqual({ ...rest, source: 'tablet' })
  })

  it.each([
    ['not an object', 'text'],
    ['an array', [ENVELOPE]],
    ['a bad id', { ...ENVELOPE, id: 'result-1' }],
    ['a bad attendee', { ...ENVELOPE, attendeeId: 42 }],
    ['an unknown source', { ...ENVELOPE, source: 'laptop' }],
    ['a short key', { ...ENVELOPE, ephemeralKey: KEY.slice(1) }],
    ['a compressed key', { ...ENVELOPE, ephemeralKey: 'A' + KEY.slice(1) }],
    ['a bad iv', { ...ENVELOPE, iv: 'i'.repeat(15) + '=' }],
    ['a ciphertext shorter than its tag', { ...ENVELOPE, ciphertext: 'x'.repeat(21) }],
    ['a ciphertext that is not base64url', { ...ENVELOPE, ciphertext: 'x'.repeat(40) + '+' }],
    ['a plaintext card beside the ciphertext', { ...ENVELOPE, card: 'plain' }],
  ])('refuses %s', (_, value) => {
    expect(parseRoomEnvelope(value)).toBeNull()
  })

  it('reads a kept envelope back, with its time', () => {
    const kept = { ...ENVELOPE, receivedAt: '2026-11-26T10:00:00.000Z' }
    expect(parseReceivedEnvelope(kept)).toEqual(kept)
    expect(parseReceivedEnvelope({ ...kept, receivedAt: 'yesterday' })).toBeNull()
    expect(parseReceivedEnvelope(ENVELOPE)).toBeNull()
  })
})

describe('requests', () => {
  it('takes a room name of 1 to 80 characters, a public key and a capacity of 1 to 500', () => {
    expect(parseCreateRoomRequest({ name: '  Board   day ', publicKey: KEY })).toEqual({
      name: 'Board day',
      publicKey: KEY,
      capacity: ROOM_LIMITS.capacity.default,
    })
    expect(parseCreateRoomRequest({ name: 'Board day', publicKey: KEY, capacity: 500 })?.capacity).toBe(500)
    for (const capacity of [0, 501, 12.5, '40', null])
      expect(parseCreateRoomRequest({ name: 'Board day', publicKey: KEY, capacity })).toBeNull()
    expect(parseCapacityRequest({ capacity: 1 })).toBe(1)
    expect(parseCapacityRequest({ capacity: -3 })).toBeNull()
    expect(capacityFromInput(' 120 ')).toBe(120)
    for (const typed of ['', '0', '501', '12.5', '1e2', '-4', 'forty'])
      expect(capacityFromInput(typed), typed).toBeNull()
    expect(parseCreateRoomRequest({ name: '   ', publicKey: KEY })).toBeNull()
    expect(parseCreateRoomRequest({ name: 'x'.repeat(81), publicKey: KEY })).toBeNull()
    expect(parseCreateRoomRequest({ name: 'Board day', publicKey: 'key' })).toBeNull()
  })

  it('takes a join from a phone or a tablet, a removal, a flag and a screen’s key', () => {
    const memberId = ENVELOPE.attendeeId
    expect(parseJoinRequest({ attendeeId: memberId })).toEqual({ memberId, device: 'phone' })
    expect(parseJoinRequest({ attendeeId: memberId, device: 'tablet', pass: 'abcd-2345' })).toEqual({
      memberId,
      device: 'tablet',
      pass: 'ABCD2345',
    })
    // A tablet shows the room's pass; without one, or with one that cannot be, it is not a join.
    expect(parseJoinRequest({ attendeeId: memberId, device: 'tablet' })).toBeNull()
    expect(parseJoinRequest({ attendeeId: memberId, device: 'tablet', pass: 'ABCD1234' })).toBeNull()
    expect(parseJoinRequest({ attendeeId: memberId, device: 'laptop' })).toBeNull()
    // A phone's key for the room's summary travels with its join; a tablet has none, a malformed one is refused.
    const memberKey = `B${'a'.repeat(86)}`
    expect(parseJoinRequest({ attendeeId: memberId, memberKey })).toEqual({
      memberId,
      device: 'phone',
      memberKey,
    })
    expect(parseJoinRequest({ attendeeId: memberId, memberKey: 'B123' })).toBeNull()
    expect(
      parseJoinRequest({ attendeeId: memberId, device: 'tablet', pass: 'ABCD2345', memberKey }),
    ).toBeNull()
    expect(parseJoinRequest({ attendeeId: 'me' })).toBeNull()
    expect(parseRemoveRequest({ id: memberId.toUpperCase() })).toEqual({ id: memberId, phone: false })
    expect(parseRemoveRequest({ id: memberId, phone: true })).toEqual({ id: memberId, phone: true })
    expect(parseRemoveRequest({ id: memberId, phone: 'yes' })).toBeNull()
    expect(parseRemoveRequest({ id: 7 })).toBeNull()
    expect(parseFlag({ keep: false }, 'keep')).toBe(false)
    expect(parseFlag({ keep: 'no' }, 'keep')).toBeNull()
    const key = 'k'.repeat(43)
    expect(facilitatorKeyOfProtocols(roomScreenProtocols(key).join(', '))).toBe(key)
    expect(facilitatorKeyOfProtocols(`key.${key},think-first-room`)).toBe(key)
    expect(facilitatorKeyOfProtocols(`key.${key}`), 'without the room’s protocol').toBeNull()
    expect(facilitatorKeyOfProtocols('think-first-room, key.short')).toBeNull()
    expect(facilitatorKeyOfProtocols('think-first-room')).toBeNull()
    expect(facilitatorKeyOfProtocols(null)).toBeNull()
  })
})

describe('member tokens', () => {
  const mac = 'm'.repeat(43)

  it('read the device, the member and the signature', () => {
    expect(parseMemberToken(`p.${ENVELOPE.attendeeId}.${mac}`)).toEqual({
      device: 'phone',
      memberId: ENVELOPE.attendeeId,
      mac,
    })
    expect(parseMemberToken(`t.${ENVELOPE.attendeeId}.${mac}`)?.device).toBe('tablet')
  })

  it.each([
    null,
    '',
    'p',
    `x.${ENVELOPE.attendeeId}.${'m'.repeat(43)}`,
    `p.me.${'m'.repeat(43)}`,
    `p.${ENVELOPE.attendeeId}.short`,
    `p.${ENVELOPE.attendeeId}.${'m'.repeat(43)}.more`,
  ])('refuse what cannot be one (%s)', (text) => {
    expect(parseMemberToken(text)).toBeNull()
  })
})

describe('rooms from the server', () => {
  const ROOM = {
    code: 'AB3DE4',
    name: 'Board day',
    publicKey: KEY,
    state: 'open',
    revealed: false,
    capacity: 40,
    counts: { joined: 3, started: 2, midway: 1, finished: 1, refused: 0, removed: 1 },
  }

  it('trusts a well-formed room only', () => {
    expect(parseRoom(ROOM)).toEqual(ROOM)
    expect(parseRoom({ ...ROOM, state: 'closed' })).toBeNull()
    expect(parseRoom({ ...ROOM, code: 'ab3de4' })).toBeNull()
    expect(parseRoom({ ...ROOM, counts: { ...ROOM.counts, joined: -1 } })).toBeNull()
    expect(parseRoom({ ...ROOM, counts: { ...ROOM.counts, removed: 'two' } })).toBeNull()
    expect(parseRoom({ ...ROOM, capacity: 0 })).toBeNull()
    // A room from before capacities took as many people as it kept cards.
    const older: Partial<typeof ROOM> = { ...ROOM }
    delete older.capacity
    expect(parseRoom(older)).toEqual({ ...ROOM, capacity: ROOM_LIMITS.capacity.most })
  })
})
