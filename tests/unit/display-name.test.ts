import { describe, expect, it } from 'vitest'
import { cleanDisplayName, DISPLAY_NAME_MAX } from '../../src/domain/room/display-name'

describe('cleanDisplayName', () => {
  it('keeps a name as typed, trimmed, with one space between words', () => {
    expect(cleanDisplayName('  Ada \t  Lovelace ')).toBe('Ada Lovelace')
  })

  it('takes out controls and right-to-left overrides', () => {
    expect(cleanDisplayName('Ada\u202E\u0000 L')).toBe('Ada L')
  })

  it('cuts a long name to the limit, never splitting a character', () => {
    const name = cleanDisplayName('😀'.repeat(DISPLAY_NAME_MAX + 5))
    expect([...name]).toHaveLength(DISPLAY_NAME_MAX)
    expect(name).toBe('😀'.repeat(DISPLAY_NAME_MAX))
  })

  it('gives nothing for what is not a name', () => {
    for (const raw of [undefined, null, 42, {}, '   ']) expect(cleanDisplayName(raw)).toBe('')
  })
})
