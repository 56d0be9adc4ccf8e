/**
 * The live room's card encryption as the room contract defines it, in plain Web Crypto for the edge tests and
 * the load bench (the browser's own copy lives with the room pages): an attendee's card is sealed to the
 * room's ECDH P-256 public key, so only the facilitator's private key opens it.
 */

/** ROOM_HKDF_INFO of src/domain/room-protocol.ts, which plain Node cannot import (a unit test keeps them equal). */
export const ROOM_HKDF_INFO = 'think-first room card v1'
const P256 = { name: 'ECDH', namedCurve: 'P-256' }
const utf8 = new TextEncoder()

/** @param {ArrayBuffer | Uint8Array} bytes */
export function toBase64Url(bytes) {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url')
}

/** @param {string} text */
function fromBase64Url(text) {
  return new Uint8Array(Buffer.from(text, 'base64url'))
}

/** The facilitator's key pair; `publicKey` is the raw key in base64url, as the room registers it. */
export async function makeRoomKeys() {
  const pair = await crypto.subtle.generateKey(P256, true, ['deriveBits'])
  const publicKey = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey))
  return { privateKey: pair.privateKey, publicKey }
}

/**
 * The AES-GCM key for one card, from an ECDH shared secret: HKDF-SHA-256, salt the room code, fixed info.
 * @param {CryptoKey} privateKey
 * @param {CryptoKey} publicKey
 * @param {string} code
 */
async function cardKey(privateKey, publicKey, code) {
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256)
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8.encode(code), info: utf8.encode(ROOM_HKDF_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Seals `plaintext` ({ card, name? }) for the room: the envelope's key, iv and ciphertext fields.
 * @param {{ card: string, name?: string }} plaintext
 * @param {{ roomPublicKey: string, code: string, resultId: string }} room
 */
export async function sealCard(plaintext, { roomPublicKey, code, resultId }) {
  const ephemeral = await crypto.subtle.generateKey(P256, true, ['deriveBits'])
  const roomKey = await crypto.subtle.importKey('raw', fromBase64Url(roomPublicKey), P256, false, [])
  const key = await cardKey(ephemeral.privateKey, roomKey, code)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8.encode(resultId) },
    key,
    utf8.encode(JSON.stringify(plaintext)),
  )
  return {
    ephemeralKey: toBase64Url(await crypto.subtle.exportKey('raw', ephemeral.publicKey)),
    iv: toBase64Url(iv),
    ciphertext: toBase64Url(ciphertext),
  }
}

/**
 * Opens an envelope with the facilitator's private key.
 * @param {{ id: string, ephemeralKey: string, iv: string, ciphertext: string }} envelope
 * @param {{ privateKey: CryptoKey, code: string }} room
 * @returns {Promise<{ card: string, name?: string }>}
 */
export async function openCard(envelope, { privateKey, code }) {
  const ephemeral = await crypto.subtle.importKey(
    'raw',
    fromBase64Url(envelope.ephemeralKey),
    P256,
    false,
    [],
  )
  const key = await cardKey(privateKey, ephemeral, code)
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(envelope.iv), additionalData: utf8.encode(envelope.id) },
    key,
    fromBase64Url(envelope.ciphertext),
  )
  return JSON.parse(new TextDecoder().decode(plaintext))
}
