// The room's summary travels sealed like the cards, the other way round: the facilitator's device encrypts it
// once under a fresh AES-GCM-256 key (the room code as additional data), and wraps that key for each phone
// that sent a card, to the P-256 public key the phone joined with: ECDH with one ephemeral key per
// publication, HKDF-SHA-256 (salt: the room code; info: ROOM_SUMMARY_HKDF_INFO), AES-GCM with the phone's
// id as additional data, so one phone's wrapped key is no use served to another. The server keeps ciphertext.
import { fromBase64Url, toBase64Url } from '../encoding/base64url'
import { CURVE, deriveRoomKey, importPublic, IV_BYTES } from './room-crypto'
import {
  isRoomPublicKey,
  ROOM_SUMMARY_HKDF_INFO,
  type PublishedSummary,
  type RoomMemberKey,
  type ServedSummary,
} from './room-protocol'
import { parseRoomSummary, type RoomSummary } from './room-summary'

const utf8 = new TextEncoder()

function randomIv(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(IV_BYTES))
}

/** A phone's key pair for one room: the public half as base64url, the private half unextractable. */
export async function generateMemberKeys(
  subtle: SubtleCrypto = crypto.subtle,
): Promise<{ publicKey: string; privateKey: CryptoKey }> {
  const pair = await subtle.generateKey(CURVE, false, ['deriveBits'])
  const raw = await subtle.exportKey('raw', pair.publicKey)
  return { publicKey: toBase64Url(new Uint8Array(raw)), privateKey: pair.privateKey }
}

/** Seals `summary` for the room `code`, readable by each of `members` and nobody else. */
export async function sealRoomSummary(
  summary: RoomSummary,
  members: readonly RoomMemberKey[],
  code: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<PublishedSummary> {
  const contentKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])
  const iv = randomIv()
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8.encode(code) },
    contentKey,
    utf8.encode(JSON.stringify(summary)),
  )
  const rawKey = await subtle.exportKey('raw', contentKey)
  const ephemeral = await subtle.generateKey(CURVE, true, ['deriveBits'])
  const keys: PublishedSummary['keys'] = []
  for (const member of members) {
    const raw = fromBase64Url(member.memberKey)
    if (!raw || !isRoomPublicKey(member.memberKey)) continue
    const phoneKey = await importPublic(subtle, raw).catch(() => null)
    if (!phoneKey) continue
    const wrapKey = await deriveRoomKey(
      subtle,
      ephemeral.privateKey,
      phoneKey,
      code,
      ROOM_SUMMARY_HKDF_INFO,
      'encrypt',
    )
    const keyIv = randomIv()
    const wrapped = await subtle.encrypt(
      { name: 'AES-GCM', iv: keyIv, additionalData: utf8.encode(member.memberId) },
      wrapKey,
      rawKey,
    )
    keys.push({
      memberId: member.memberId,
      iv: toBase64Url(keyIv),
      key: toBase64Url(new Uint8Array(wrapped)),
    })
  }
  const ephemeralRaw = await subtle.exportKey('raw', ephemeral.publicKey)
  return {
    ephemeralKey: toBase64Url(new Uint8Array(ephemeralRaw)),
    iv: toBase64Url(iv),
    ciphertext: toBase64Url(new Uint8Array(sealed)),
    keys,
  }
}

/**
 * Opens the summary served to the phone `memberId` with its private key. Never throws: sealed to another
 * key, for another room or phone, changed on the way, or not a summary inside, it is null.
 */
export async function openRoomSummary(
  served: ServedSummary,
  privateKey: CryptoKey,
  code: string,
  memberId: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<RoomSummary | null> {
  const ephemeralRaw = fromBase64Url(served.ephemeralKey)
  const iv = fromBase64Url(served.iv)
  const ciphertext = fromBase64Url(served.ciphertext)
  const keyIv = fromBase64Url(served.key.iv)
  const wrapped = fromBase64Url(served.key.key)
  if (!ephemeralRaw || !iv || !ciphertext || !keyIv || !wrapped) return null
  try {
    const ephemeral = await importPublic(subtle, ephemeralRaw)
    const unwrapKey = await deriveRoomKey(
      subtle,
      privateKey,
      ephemeral,
      code,
      ROOM_SUMMARY_HKDF_INFO,
      'decrypt',
    )
    const rawKey = await subtle.decrypt(
      { name: 'AES-GCM', iv: keyIv, additionalData: utf8.encode(memberId) },
      unwrapKey,
      wrapped,
    )
    const contentKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt'])
    const body = await subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: utf8.encode(code) },
      contentKey,
      ciphertext,
    )
    return parseRoomSummary(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)))
  } catch {
    return null
  }
}
