import { describe, expect, it } from 'vitest'
import {
  facilitatorKeyHash,
  formatTabletPass,
  normaliseTabletPass,
  tabletPassOfHash,
  tabletPassOfKey,
} from '../../src/domain/room/tablet-pass'

const KEY = 'k'.repeat(43)

describe('a room’s tablet pass', () => {
  it('is the same from the facilitator’s key as from the hash the room keeps, and only for that room', async () => {
    const pass = await tabletPassOfKey(KEY, 'K7QMX3')
    expect(pass).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    expect(await tabletPassOfHash(await facilitatorKeyHash(KEY), 'K7QMX3')).toBe(pass)
    expect(await tabletPassOfKey(KEY, 'K7QMX4')).not.toBe(pass)
    expect(await tabletPassOfKey('j'.repeat(43), 'K7QMX3')).not.toBe(pass)
  })

  it('reads as typed, in any case, with a dash or spaces, and refuses what cannot be one', () => {
    expect(normaliseTabletPass(' abcd-2345 ')).toBe('ABCD2345')
    expect(normaliseTabletPass('ABCD 2345')).toBe('ABCD2345')
    expect(normaliseTabletPass('ABCD234')).toBeNull()
    expect(normaliseTabletPass('ABCD1234')).toBeNull()
    expect(normaliseTabletPass(12345678)).toBeNull()
    expect(formatTabletPass('ABCD2345')).toBe('ABCD-2345')
  })
})
