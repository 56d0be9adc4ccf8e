// A room's cards travel sealed: the attendee's browser encrypts each one to the room's public key, the
// server keeps and relays ciphertext only, and only the facilitator's devices (holding the private key) open
// them. ECDH P-256 with a fresh ephemeral key per card, HKDF-SHA-256 (salt: the room code; info: a fixed
// label), AES-GCM-256 with a random 12-byte iv and the result id as additional data, so a sealed card
// cannot be replayed under another result's id or into another room.

import { fromBase64Url, toBase64Url } from '../encoding/base64url'
import { isRoomPublicKey, ROOM_HKDF_INFO, type RoomCardPlaintext } from './room-protocol'

export const CURVE: EcKeyImportParams = { name: 'ECDH', namedCurve: 'P-256' }
export const IV_BYTES = 12

/** What an attendee sends apart from the ids: three base64url strings. */
export interface SealedCard {
  ephemeralKey: string
  iv: string
  ciphertext: string
}

/** A room's key pair as kept on the facilitator's devices: both halves as base64url (raw public, PKCS #8 private). */
export interface RoomKeyPair {
  publicKey: string
  privateKey: string
}

const utf8 = new TextEncoder()

/** A new key pair for a room. */
export async function generateRoomKeys(subtle: SubtleCrypto = crypto.subtle): Promise<RoomKeyPair> {
  const pair = await subtle.generateKey(CURVE, true, ['deriveBits'])
  const [raw, pkcs8] = await Promise.all([
    subtle.exportKey('raw', pair.publicKey),
    subtle.exportKey('pkcs8', pair.privateKey),
  ])
  return { publicKey: toBase64Url(new Uint8Array(raw)), privateKey: toBase64Url(new Uint8Array(pkcs8)) }
}

/** An AES-GCM key both ends of an ECDH exchange derive alike: HKDF-SHA-256 salted with the room code. */
export async function deriveRoomKey(
  subtle: SubtleCrypto,
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  code: string,
  info: string,
  usage: KeyUsage,
): Promise<CryptoKey> {
  const shared = await subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256)
  const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8.encode(code), info: utf8.encode(info) },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

function cardKey(
  subtle: SubtleCrypto,
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  code: string,
  usage: KeyUsage,
): Promise<CryptoKey> {
  return deriveRoomKey(subtle, privateKey, publicKey, code, ROOM_HKDF_INFO, usage)
}

/** A raw P-256 public key ready for ECDH. */
export function importPublic(subtle: SubtleCrypto, raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle.importKey('raw', raw, CURVE, true, [])
}

/** Seals a card for the room with public key `publicKey` (base64url raw) and code `code`, bound to `resultId`. */
export async function sealRoomCard(
  plaintext: RoomCardPlaintext,
  room: { code: string; publicKey: string },
  resultId: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<SealedCard> {
  const raw = fromBase64Url(room.publicKey)
  if (!raw || !isRoomPublicKey(room.publicKey)) throw new RangeError('Not a room public key')
  const roomKey = await importPublic(subtle, raw)
  const ephemeral = await subtle.generateKey(CURVE, true, ['deriveBits'])
  const key = await cardKey(subtle, ephemeral.privateKey, roomKey, room.code, 'encrypt')
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const body = utf8.encode(JSON.stringify(plaintext))
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8.encode(resultId) },
    key,
    body,
  )
  const ephemeralRaw = await subtle.exportKey('raw', ephemeral.publicKey)
  return {
    ephemeralKey: toBase64Url(new Uint8Array(ephemeralRaw)),
    iv: toBase64Url(iv),
    ciphertext: toBase64Url(new Uint8Array(sealed)),
  }
}

/** The facilitator's private key, ready to open cards; null when the stored text is not one. */
export async function importRoomPrivateKey(
  privateKey: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<CryptoKey | null> {
  const bytes = fromBase64Url(privateKey)
  if (!bytes) return null
  try {
    return await subtle.importKey('pkcs8', bytes, CURVE, false, ['deriveBits'])
  } catch {
    return null
  }
}

function readPlaintext(text: string): RoomCardPlaintext | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { card, name } = value as Record<string, unknown>
    if (typeof card !== 'string') return null
    if (name !== undefined && typeof name !== 'string') return null
    return name === undefined ? { card } : { card, name }
  } catch {
    return null
  }
}

/**
 * Opens a sealed card with the room's private key. Never throws: a card sealed to another key, for another
 * code or result id, or changed on the way (AES-GCM's tag), or whose inside is not the expected JSON, is null.
 */
export async function openRoomCard(
  sealed: SealedCard,
  privateKey: CryptoKey,
  code: string,
  resultId: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<RoomCardPlaintext | null> {
  const ephemeralRaw = fromBase64Url(sealed.ephemeralKey)
  const iv = fromBase64Url(sealed.iv)
  const ciphertext = fromBase64Url(sealed.ciphertext)
  if (!ephemeralRaw || !iv || iv.length !== IV_BYTES || !ciphertext) return null
  try {
    const ephemeral = await importPublic(subtle, ephemeralRaw)
    const key = await cardKey(subtle, privateKey, ephemeral, code, 'decrypt')
    const body = await subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: utf8.encode(resultId) },
      key,
      ciphertext,
    )
    return readPlaintext(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return null
  }
}
