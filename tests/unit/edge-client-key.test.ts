import { describe, expect, test } from 'vitest'
import { rateLimitSubject, unmappedAddress } from '../../edge/client-key'

describe('the rate limit counts a sender', () => {
  test('by an IPv4 address as it is', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7')
  })

  test.each([
    ['2001:db8:0:1:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
    ['2001:db8:0:1::7', '2001:db8:0:1::/64'],
    ['2001:DB8:0000:0001:0:0:0:8', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('by the /64 network of an IPv6 address (%s)', (address, network) => {
    expect(rateLimitSubject(address)).toBe(network)
  })

  test('so every address a connection holds in its /64 counts as one sender', () => {
    const one = rateLimitSubject('2001:db8:0:1:1111:2222:3333:4444')
    expect(rateLimitSubject('2001:db8:0:1:9999::1')).toBe(one)
    expect(rateLimitSubject('2001:db8:0:2:1111:2222:3333:4444')).not.toBe(one)
  })
})

describe('a sender holding many networks', () => {
  test('counts by its IPv6 /48 as well, for the limits that must hold against it', () => {
    expect(rateLimitSubject('2001:db8:7:1:aaaa::1', 48)).toBe('2001:db8:7::/48')
    expect(rateLimitSubject('2001:db8:7:ffff::1', 48)).toBe(rateLimitSubject('2001:db8:7:1::9', 48))
    expect(rateLimitSubject('203.0.113.7', 48)).toBe('203.0.113.7')
  })
})

describe('an IPv4 address carried in IPv6', () => {
  test.each(['::ffff:203.0.113.7', '::FFFF:203.0.113.7', '0:0:0:0:0:ffff:203.0.113.7', '::ffff:cb00:7107'])(
    '%s counts as 203.0.113.7',
    (address) => {
      expect(unmappedAddress(address)).toBe('203.0.113.7')
    },
  )

  test('is never one sender with every other such address', () => {
    expect(rateLimitSubject(unmappedAddress('::ffff:198.51.100.1'))).not.toBe(
      rateLimitSubject(unmappedAddress('::ffff:198.51.100.2')),
    )
  })

  test('leaves IPv6 and IPv4 addresses as they are', () => {
    for (const address of ['2001:db8::ffff:1:2', '::1', '::', '198.51.100.1', 'unknown'])
      expect(unmappedAddress(address)).toBe(address)
  })
})
