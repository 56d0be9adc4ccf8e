import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  hashPin,
  isValidPin,
  PIN_HASH_ITERATIONS,
  PIN_SALT_BYTES,
  pinRetryDelayMs,
  verifyPin,
} from '../../src/domain/workshop/workshop-pin'

describe('isValidPin', () => {
  const cases: [string, boolean][] = [
    ['1234', true],
    ['0000', true],
    ['12345678', true],
    ['007', false],
    ['123456789', false],
    ['', false],
    ['12a4', false],
    ['12 34', false],
    [' 1234', false],
    ['1234\n', false],
    ['-123', false],
    ['12.4', false],
    // Arabic-Indic and full-width digits look like digits but are not ASCII.
    ['١٢٣٤', false],
    ['１２３４', false],
  ]
  it.each(cases)('%j is %s', (text, valid) => {
    expect(isValidPin(text)).toBe(valid)
  })
})

const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

describe('hashPin and verifyPin', () => {
  it('derive PBKDF2-SHA-256 with the stated iterations from a 16-byte salt', async () => {
    const salt = new Uint8Array(PIN_SALT_BYTES).map((_, i) => i)
    const stored = await hashPin('2468', undefined, salt)
    expect(bytes(stored.salt)).toEqual(salt)
    // Node's own PBKDF2, independent of Web Crypto, gives the same 32 bytes.
    const expected = pbkdf2Sync('2468', salt, PIN_HASH_ITERATIONS, 32, 'sha256')
    expect(bytes(stored.hash)).toEqual(new Uint8Array(expected))
  })

  it('use a fresh random salt each time, so one PIN hashes differently', async () => {
    const [first, second] = await Promise.all([hashPin('13579'), hashPin('13579')])
    expect(bytes(first.salt)).toHaveLength(PIN_SALT_BYTES)
    expect(first.salt).not.toBe(second.salt)
    expect(first.hash).not.toBe(second.hash)
  })

  it('accept the right PIN and refuse every other', async () => {
    const stored = await hashPin('90210')
    expect(await verifyPin('90210', stored)).toBe(true)
    for (const wrong of ['90211', '09210', '9021', '902100', '90210 ', 'abcde', '', '９０２１０']) {
      expect(await verifyPin(wrong, stored), wrong).toBe(false)
    }
  })

  it('refuse a PIN checked against another salt', async () => {
    const stored = await hashPin('4321')
    const other = await hashPin('4321')
    expect(await verifyPin('4321', { salt: other.salt, hash: stored.hash })).toBe(false)
  })

  it('refuse, without throwing, a damaged stored hash', async () => {
    const stored = await hashPin('1111')
    const damaged = [
      { salt: '%%%', hash: stored.hash },
      { salt: stored.salt, hash: 'not base64!' },
      { salt: stored.salt, hash: stored.hash.slice(0, 20) },
      { salt: '', hash: stored.hash },
      { salt: stored.salt, hash: '' },
    ]
    for (const pin of damaged) expect(await verifyPin('1111', pin)).toBe(false)
  })

  it('hash with the Web Crypto given', async () => {
    let calls = 0
    const subtle = new Proxy(globalThis.crypto.subtle, {
      get(target, name) {
        const value = Reflect.get(target, name) as unknown
        if (name === 'deriveBits') calls += 1
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const stored = await hashPin('5555', subtle)
    expect(await verifyPin('5555', stored, subtle)).toBe(true)
    expect(calls).toBe(2)
  })

  it('refuse to hash a PIN that could never be typed', async () => {
    await expect(hashPin('12')).rejects.toThrow(RangeError)
    await expect(hashPin('12ab')).rejects.toThrow(RangeError)
  })
})

describe('pinRetryDelayMs', () => {
  const cases: [number, number][] = [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [6, 8000],
    [7, 16_000],
    [8, 30_000],
    [9, 30_000],
    [100, 30_000],
    [5000, 30_000],
    [-1, 0],
    [NaN, 0],
  ]
  it.each(cases)('after %d wrong PINs waits %d ms', (failures, delay) => {
    expect(pinRetryDelayMs(failures)).toBe(delay)
  })

  it('never shrinks as wrong PINs add up', () => {
    for (let failures = 0; failures < 50; failures++) {
      expect(pinRetryDelayMs(failures + 1)).toBeGreaterThanOrEqual(pinRetryDelayMs(failures))
    }
  })
})
