import { describe, expect, it } from 'vitest'
import { generateRoomKeys } from '../../src/domain/room/room-crypto'
import {
  isKeyPair,
  isSealedTransfer,
  newTransferSecret,
  normaliseTransferSecret,
  openTransfer,
  sealTransfer,
  TRANSFER_LIFETIME_MS,
} from '../../src/domain/room/room-transfer'

const FACILITATOR_KEY = 'f'.repeat(43)

async function sealed(now = 1_000_000) {
  const keys = await generateRoomKeys()
  const secret = newTransferSecret()
  const fragment = await sealTransfer(
    { facilitatorKey: FACILITATOR_KEY, privateKey: keys.privateKey },
    'K7QMX3',
    secret,
    now,
  )
  return { keys, secret, fragment, now }
}

describe('moving a room’s keys', () => {
  it('seals them so that the link never carries them, and only the one-time code opens them', async () => {
    const { keys, secret, fragment, now } = await sealed()
    expect(isSealedTransfer(fragment)).toBe(true)
    expect(fragment).not.toContain(keys.privateKey)
    expect(fragment).not.toContain(FACILITATOR_KEY)
    expect(
      await openTransfer(`#${fragment}`, 'K7QMX3', secret.toLowerCase().replace('-', ' '), now + 1000),
    ).toEqual({
      ok: true,
      keys: { facilitatorKey: FACILITATOR_KEY, privateKey: keys.privateKey },
    })
  })

  it('stays shut to another code, another room, a changed link, and after 15 minutes', async () => {
    const { secret, fragment, now } = await sealed()
    const other = secret === 'AAAAA-AAAAA' ? 'BBBBB-BBBBB' : 'AAAAA-AAAAA'
    expect(await openTransfer(fragment, 'K7QMX3', other, now)).toEqual({ ok: false, reason: 'wrong' })
    expect(await openTransfer(fragment, 'K7QMX4', secret, now)).toEqual({ ok: false, reason: 'wrong' })
    const changed = fragment.slice(0, -2) + (fragment.endsWith('AA') ? 'BB' : 'AA')
    expect(await openTransfer(changed, 'K7QMX3', secret, now)).toEqual({ ok: false, reason: 'wrong' })
    expect(await openTransfer(fragment, 'K7QMX3', secret, now + TRANSFER_LIFETIME_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('takes only a fragment that is a sealed transfer, and a code that can be one', () => {
    for (const fragment of ['', `${FACILITATOR_KEY}.${'B'.repeat(60)}`, 'move.a.b.c', 'move.x'])
      expect(isSealedTransfer(fragment)).toBe(false)
    expect(newTransferSecret()).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
    expect(normaliseTransferSecret(' k7qmx-3hz2p ')).toBe('K7QMX3HZ2P')
    expect(normaliseTransferSecret('K7QMX-3HZ2')).toBeNull()
    expect(normaliseTransferSecret('K7QMX-3HZ20')).toBeNull()
  })

  it('tells whether a private key is the room’s', async () => {
    const room = await generateRoomKeys()
    const other = await generateRoomKeys()
    expect(await isKeyPair(room.privateKey, room.publicKey)).toBe(true)
    expect(await isKeyPair(other.privateKey, room.publicKey)).toBe(false)
    expect(await isKeyPair('not a key', room.publicKey)).toBe(false)
  })
})
