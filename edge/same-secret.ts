/**
 * Whether two secrets (a facilitator key's hash, a tablet pass) are the same, in time that does not depend on
 * where they first differ, so no answer's timing tells a guesser how much of one they have right. Their length
 * is no secret: every key hash and every pass has the same.
 */
export function sameSecret(given: string, kept: string): boolean {
  const encoder = new TextEncoder()
  const [a, b] = [encoder.encode(given), encoder.encode(kept)]
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b)
}
