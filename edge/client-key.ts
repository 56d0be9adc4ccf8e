/**
 * What identifies a sender for a limit: a salted SHA-256 of the address Cloudflare saw (CF-Connecting-IP),
 * enough to count their requests and not to read the address back. An IPv6 sender counts by its /64 network,
 * since one connection usually holds all of those addresses, and for the limits that must hold against one
 * sender with many networks, by its /48 too.
 */
import { sha256Hex } from '../src/domain/encoding/sha256-hex'

function hashed(subject: string, salt: string): Promise<string> {
  return sha256Hex(`${salt}:${subject}`)
}

function connectingAddress(request: Request): string {
  return unmappedAddress(request.headers.get('CF-Connecting-IP') ?? 'unknown')
}

/** The sender's keys for a limit: its address (or /64), and for IPv6 its /48 as well. */
export async function clientKeys(request: Request, salt: string): Promise<string[]> {
  const address = connectingAddress(request)
  const subjects = [rateLimitSubject(address)]
  if (address.includes(':')) subjects.push(rateLimitSubject(address, 48))
  return Promise.all(subjects.map((subject) => hashed(subject, salt)))
}

/** The eight groups of an IPv6 address, written out; a dotted IPv4 tail is read as its two groups. */
function ipv6Groups(written: string): string[] {
  const address = written.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [
      [a, b],
      [c, d],
    ]
      .map(([high, low]) => ((Number(high) << 8) + Number(low)).toString(16))
      .join(':'),
  )
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0')
  return address.includes('::') ? [...headGroups, ...zeros, ...tailGroups] : headGroups
}

/**
 * An IPv4 address carried in IPv6 (`::ffff:192.0.2.1`, `::ffff:c000:201`) as the IPv4 address it is, so it
 * counts as that sender and not as one /64 shared by every such address; any other address as it is.
 */
export function unmappedAddress(address: string): string {
  if (!address.includes(':')) return address
  const groups = ipv6Groups(address).map((group) => parseInt(group || '0', 16))
  const mapped =
    groups.length === 8 && groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (!mapped) return address
  const [high = 0, low = 0] = groups.slice(6)
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}

/** An IPv4 address as it is; an IPv6 address as its /64 (or /48) network ("2001:db8:0:1::/64"). */
export function rateLimitSubject(address: string, prefix: 48 | 64 = 64): string {
  if (!address.includes(':')) return address
  const groups = ipv6Groups(address)
    .slice(0, prefix / 16)
    .map((group) => group.replace(/^0+(?=.)/, ''))
  return `${groups.join(':')}::/${prefix}`
}
