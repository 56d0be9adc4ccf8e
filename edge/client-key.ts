/**
 * What identifies a sender for the rate limit: a salted SHA-256 of the address Cloudflare saw
 * (CF-Connecting-IP), enough to count their submissions and not to read the address back.
 */
export async function clientKey(request: Request, salt: string): Promise<string> {
  const address = request.headers.get('CF-Connecting-IP') ?? 'unknown'
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${address}`))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
