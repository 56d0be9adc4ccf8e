/**
 * The tokens that let a room's own phones and tablets add cards: an HMAC-SHA-256 of the room code, the
 * device and the member's id, keyed by a secret only the room holds (the hash of its facilitator key, which
 * never leaves its storage). A token is given at the join, so a locked room, which takes no joins, gives no
 * new ones; checking one needs no storage.
 */
import { fromBase64Url, toBase64Url } from '../src/domain/encoding/base64url'
import {
  formatMemberToken,
  parseMemberToken,
  type MemberToken,
  type ResultSource,
} from '../src/domain/room/room-protocol'
import { bearerToken } from './facilitator-key'

const utf8 = new TextEncoder()

interface TokenRoom {
  code: string
  keyHash: string
}

function signingKey(room: TokenRoom): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    utf8.encode(`member-tokens:${room.keyHash}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

function signed(room: TokenRoom, device: ResultSource, memberId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(utf8.encode(`${room.code}:${device}:${memberId}`))
}

/** The token for this member of this room: the same for every join of the same id. */
export async function issueMemberToken(
  room: TokenRoom,
  device: ResultSource,
  memberId: string,
): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await signingKey(room), signed(room, device, memberId))
  return formatMemberToken({ device, memberId, mac: toBase64Url(new Uint8Array(mac)) })
}

/** The member whose token an `Authorization` header carries, if this room signed it; else null. */
export async function verifyMemberToken(room: TokenRoom, header: string | null): Promise<MemberToken | null> {
  const token = parseMemberToken(bearerToken(header))
  const mac = token && fromBase64Url(token.mac)
  if (!token || !mac) return null
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(room),
    mac,
    signed(room, token.device, token.memberId),
  )
  return valid ? token : null
}
