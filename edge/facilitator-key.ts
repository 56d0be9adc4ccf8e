/**
 * The facilitator key: 32 random bytes, base64url, handed to the facilitator once. The room keeps only its
 * SHA-256, so its storage cannot act as the facilitator.
 */
function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function newFacilitatorKey(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)))
}

export async function facilitatorKeyHash(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The bearer token of an `Authorization` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}
