/**
 * Moving a room's keys to the facilitator's other device without ever showing them: the keys are sealed with
 * a one-time code (AES-GCM under a key stretched from it by PBKDF2, the room code as additional data) and only
 * the sealed text travels in a link's fragment, which no server receives. The code is shown apart from the
 * link and typed on the other device; the sealed text opens for 15 minutes only. No I/O here.
 */
import { ROOM_CODE_ALPHABET } from './room-protocol'
import { fromBase64Url, toBase64Url } from '../encoding/base64url'
import { isFacilitatorKey } from './room-protocol'

/** The fragment's first word, which tells a sealed transfer from anything else in an address. */
const PREFIX = 'move'
/** Ten characters from the room code alphabet: about 50 bits, made slow to guess by PBKDF2. */
export const TRANSFER_SECRET_LENGTH = 10
const ITERATIONS = 200_000
/** How long a sealed transfer opens after it was made. */
export const TRANSFER_LIFETIME_MS = 15 * 60_000

const utf8 = new TextEncoder()

export interface TransferKeys {
  facilitatorKey: string
  privateKey: string
}

export type OpenedTransfer = { ok: true; keys: TransferKeys } | { ok: false; reason: 'wrong' | 'expired' }

/** A new one-time code, written in two groups of five ("K7QMX-3HZ2P") to read and type. */
export function newTransferSecret(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  const code = Array.from(random(TRANSFER_SECRET_LENGTH), (byte) =>
    ROOM_CODE_ALPHABET.charAt(byte % ROOM_CODE_ALPHABET.length),
  ).join('')
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** A typed one-time code as it was made (any case, spaces and dashes ignored), or null if it cannot be one. */
export function normaliseTransferSecret(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase()
  if (code.length !== TRANSFER_SECRET_LENGTH || [...code].some((char) => !ROOM_CODE_ALPHABET.includes(char)))
    return null
  return code
}

async function sealingKey(
  secret: string,
  salt: Uint8Array<ArrayBuffer>,
  usage: KeyUsage,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    utf8.encode(secret.replace('-', '')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

/** The fragment that carries `keys` for the room `code`, sealed with `secret`. */
export async function sealTransfer(
  keys: TransferKeys,
  code: string,
  secret: string,
  now = Date.now(),
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const body = utf8.encode(JSON.stringify({ ...keys, expiresAt: now + TRANSFER_LIFETIME_MS }))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8.encode(code) },
    await sealingKey(secret, salt, 'encrypt'),
    body,
  )
  return [PREFIX, toBase64Url(salt), toBase64Url(iv), toBase64Url(new Uint8Array(sealed))].join('.')
}

/** Whether an address's fragment carries a sealed transfer (it may still not open). */
export function isSealedTransfer(fragment: string): boolean {
  return readSealed(fragment) !== null
}

function readSealed(fragment: string) {
  const [prefix, salt, iv, sealed, ...rest] = fragment.replace(/^#/, '').split('.')
  if (prefix !== PREFIX || rest.length > 0 || !salt || !iv || !sealed) return null
  const bytes = { salt: fromBase64Url(salt), iv: fromBase64Url(iv), sealed: fromBase64Url(sealed) }
  if (bytes.salt?.length !== 16 || bytes.iv?.length !== 12 || !bytes.sealed) return null
  return { salt: bytes.salt, iv: bytes.iv, sealed: bytes.sealed }
}

/** Opens a sealed transfer for the room `code` with the one-time code typed; never throws. */
export async function openTransfer(
  fragment: string,
  code: string,
  typed: string,
  now = Date.now(),
): Promise<OpenedTransfer> {
  const parts = readSealed(fragment)
  const secret = normaliseTransferSecret(typed)
  if (!parts || !secret) return { ok: false, reason: 'wrong' }
  try {
    const body = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: parts.iv, additionalData: utf8.encode(code) },
      await sealingKey(secret, parts.salt, 'decrypt'),
      parts.sealed,
    )
    const value: unknown = JSON.parse(new TextDecoder().decode(body))
    if (typeof value !== 'object' || value === null) return { ok: false, reason: 'wrong' }
    const { facilitatorKey, privateKey, expiresAt } = value as Record<string, unknown>
    if (!isFacilitatorKey(facilitatorKey) || typeof privateKey !== 'string' || !fromBase64Url(privateKey))
      return { ok: false, reason: 'wrong' }
    if (typeof expiresAt !== 'number' || now > expiresAt) return { ok: false, reason: 'expired' }
    return { ok: true, keys: { facilitatorKey, privateKey } }
  } catch {
    return { ok: false, reason: 'wrong' }
  }
}

/** Whether `privateKey` (PKCS #8, base64url) is the private half of `publicKey` (raw P-256, base64url). */
export async function isKeyPair(privateKey: string, publicKey: string): Promise<boolean> {
  const bytes = fromBase64Url(privateKey)
  if (!bytes) return false
  try {
    const key = await crypto.subtle.importKey('pkcs8', bytes, { name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])
    const { x, y } = await crypto.subtle.exportKey('jwk', key)
    const point = [fromBase64Url(x ?? ''), fromBase64Url(y ?? '')]
    if (!point[0] || !point[1]) return false
    return toBase64Url(new Uint8Array([4, ...point[0], ...point[1]])) === publicKey
  } catch {
    return false
  }
}
