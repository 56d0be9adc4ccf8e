/**
 * The facilitator key: 32 random bytes, base64url, handed to the facilitator once. The room keeps only its
 * SHA-256 (domain/room/tablet-pass.ts's facilitatorKeyHash), so its storage cannot act as the facilitator.
 */
import { toBase64Url } from '../src/domain/encoding/base64url'

export function newFacilitatorKey(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

/** The bearer token of an `Authorization` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}
