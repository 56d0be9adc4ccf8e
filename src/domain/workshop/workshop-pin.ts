// The facilitator's PIN: what a PIN may be, its salted PBKDF2 hash through Web Crypto, and how
// long to wait after wrong ones. A 4-8 digit PIN has at most 10^8 values, so no hash makes it strong against
// someone who copies the stored hash; the hash keeps the PIN itself off the device, and the growing delay
// is what stops guessing at the screen.

export const PIN_MIN_LENGTH = 4
export const PIN_MAX_LENGTH = 8

/**
 * PBKDF2-SHA-256 rounds. Measured in Node 20 on a shared server core: 70-110 ms per hash; a tablet takes a few
 * times that, still under half a second for starting or ending a workshop. Changing it makes the PINs of
 * workshops already running unverifiable, unless the count is stored with them.
 */
export const PIN_HASH_ITERATIONS = 100_000
export const PIN_SALT_BYTES = 16
const HASH_BITS = 256

/** The PIN as it is stored: base64 of the random salt and of the derived 32 bytes. */
export interface PinHash {
  salt: string
  hash: string
}

/** True for 4 to 8 ASCII digits, nothing else (no spaces, no other scripts' digits). */
export function isValidPin(text: string): boolean {
  return /^[0-9]{4,8}$/.test(text)
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, subtle: SubtleCrypto, iterations: number) {
  const key = await subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits'])
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

/**
 * Hashes a valid PIN with a fresh random 16-byte salt (or the one given, for tests). Rejects with a
 * RangeError for an invalid PIN, so a PIN nobody can type is never stored.
 */
export async function hashPin(
  pin: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
  salt: Uint8Array<ArrayBuffer> = globalThis.crypto.getRandomValues(new Uint8Array(PIN_SALT_BYTES)),
): Promise<PinHash> {
  if (!isValidPin(pin)) throw new RangeError('A PIN is 4 to 8 digits')
  const hash = await derive(pin, salt, subtle, PIN_HASH_ITERATIONS)
  return { salt: toBase64(salt), hash: toBase64(hash) }
}

/**
 * Whether `pin` is the one `stored` was made from. Never rejects for bad input: an invalid PIN or a damaged
 * stored hash is simply false. The bytes are compared in full, not up to the first difference.
 */
export async function verifyPin(
  pin: string,
  stored: PinHash,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<boolean> {
  if (!isValidPin(pin)) return false
  const salt = fromBase64(stored.salt)
  const expected = fromBase64(stored.hash)
  if (!salt || salt.length === 0 || !expected || expected.length !== HASH_BITS / 8) return false
  const actual = await derive(pin, salt, subtle, PIN_HASH_ITERATIONS)
  let difference = 0
  for (let i = 0; i < expected.length; i++) difference |= (expected[i] ?? 0) ^ (actual[i] ?? 0)
  return difference === 0
}

/** Wrong PINs allowed before any wait (a typo or two). */
export const PIN_FREE_ATTEMPTS = 2
export const PIN_FIRST_DELAY_MS = 1000
export const PIN_MAX_DELAY_MS = 30_000

/**
 * How long to wait before the next try after `failedAttempts` wrong PINs in a row: nothing after 1 or 2, then
 * 1 s, 2 s, 4 s, 8 s, 16 s, and 30 s from the 8th on.
 */
export function pinRetryDelayMs(failedAttempts: number): number {
  const beyondFree = Math.floor(failedAttempts) - PIN_FREE_ATTEMPTS
  if (!(beyondFree > 0)) return 0
  return Math.min(PIN_MAX_DELAY_MS, PIN_FIRST_DELAY_MS * 2 ** (beyondFree - 1))
}
