/**
 * What identifies a sender for the rate limit: a salted SHA-256 of the address Cloudflare saw
 * (CF-Connecting-IP), enough to count their submissions and not to read the address back. An IPv6 sender
 * counts by its /64 network, since one connection usually holds all of those addresses.
 */
export async function clientKey(request: Request, salt: string): Promise<string> {
  const subject = rateLimitSubject(request.headers.get('CF-Connecting-IP') ?? 'unknown')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${subject}`))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** An IPv4 address as it is; an IPv6 address as its /64 network ("2001:db8:0:1::/64"). */
export function rateLimitSubject(address: string): string {
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0')
  const groups = address.includes('::') ? [...headGroups, ...zeros, ...tailGroups] : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
