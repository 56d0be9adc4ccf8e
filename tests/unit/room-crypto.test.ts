import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from '../../src/domain/encoding/base64url'
import {
  generateRoomKeys,
  importRoomPrivateKey,
  openRoomCard,
  sealRoomCard,
  type SealedCard,
} from '../../src/domain/room/room-crypto'
import { isRoomPublicKey } from '../../src/domain/room/room-protocol'
import { parseRoomEnvelope } from '../../src/domain/room/room-messages'

const CODE = 'K7QMX3'
const RESULT_ID = '3f2a7c1e-9b4d-4e2a-8c6f-1d2e3f4a5b6c'
const PLAINTEXT = { card: 'AQEyKBQ8RlAeMgo8', name: 'Ada' }

async function sealedPair() {
  const keys = await generateRoomKeys()
  const sealed = await sealRoomCard(PLAINTEXT, { code: CODE, publicKey: keys.publicKey }, RESULT_ID)
  const privateKey = (await importRoomPrivateKey(keys.privateKey))!
  return { keys, sealed, privateKey }
}

function flipLastByte(text: string): string {
  const bytes = fromBase64Url(text)!
  bytes[bytes.length - 1]! ^= 1
  return toBase64Url(bytes)
}

describe('room card sealing', () => {
  it('opens with the room private key, code and result id it was sealed for', async () => {
    const { sealed, privateKey } = await sealedPair()
    expect(await openRoomCard(sealed, privateKey, CODE, RESULT_ID)).toEqual(PLAINTEXT)
  })

  it('carries no readable trace of the card or the name', async () => {
    const { sealed } = await sealedPair()
    const text = JSON.stringify(sealed)
    expect(text).not.toContain(PLAINTEXT.card)
    expect(text).not.toContain('Ada')
  })

  it('gives a fresh ephemeral key and iv to every card', async () => {
    const keys = await generateRoomKeys()
    const room = { code: CODE, publicKey: keys.publicKey }
    const [a, b] = await Promise.all([
      sealRoomCard(PLAINTEXT, room, RESULT_ID),
      sealRoomCard(PLAINTEXT, room, RESULT_ID),
    ])
    expect(a.ephemeralKey).not.toBe(b.ephemeralKey)
    expect(a.iv).not.toBe(b.iv)
  })

  it('does not open with another room private key', async () => {
    const { sealed } = await sealedPair()
    const other = await generateRoomKeys()
    const otherKey = (await importRoomPrivateKey(other.privateKey))!
    expect(await openRoomCard(sealed, otherKey, CODE, RESULT_ID)).toBeNull()
  })

  it('does not open when the ciphertext, iv or ephemeral key changed', async () => {
    const { sealed, privateKey } = await sealedPair()
    const changed: SealedCard[] = [
      { ...sealed, ciphertext: flipLastByte(sealed.ciphertext) },
      { ...sealed, iv: flipLastByte(sealed.iv) },
      { ...sealed, ephemeralKey: flipLastByte(sealed.ephemeralKey) },
      { ...sealed, ciphertext: sealed.ciphertext.slice(0, -4) },
    ]
    for (const tampered of changed) {
      expect(await openRoomCard(tampered, privateKey, CODE, RESULT_ID)).toBeNull()
    }
  })

  it('does not open under another result id or room code', async () => {
    const { sealed, privateKey } = await sealedPair()
    expect(await openRoomCard(sealed, privateKey, CODE, '3f2a7c1e-9b4d-4e2a-8c6f-1d2e3f4a5b6d')).toBeNull()
    expect(await openRoomCard(sealed, privateKey, 'K7QMX4', RESULT_ID)).toBeNull()
  })

  it('turns input that is not base64url into null, never an exception', async () => {
    const { sealed, privateKey } = await sealedPair()
    expect(await openRoomCard({ ...sealed, iv: '***' }, privateKey, CODE, RESULT_ID)).toBeNull()
    expect(await importRoomPrivateKey('not a key!')).toBeNull()
    expect(await importRoomPrivateKey(toBase64Url(new Uint8Array(40)))).toBeNull()
  })

  it('refuses to seal to something that is not a room public key', async () => {
    await expect(sealRoomCard(PLAINTEXT, { code: CODE, publicKey: 'abc' }, RESULT_ID)).rejects.toThrow(
      RangeError,
    )
  })

  it('makes keys and envelopes the room protocol accepts', async () => {
    const { keys, sealed } = await sealedPair()
    expect(isRoomPublicKey(keys.publicKey)).toBe(true)
    expect(parseRoomEnvelope({ id: RESULT_ID, source: 'phone', ...sealed })).not.toBeNull()
  })
})
