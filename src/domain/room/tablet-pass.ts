/**
 * A live room's tablet pass: what a workshop tablet types beside the room's code to link to the room and add
 * its cards. It is derived from the room's facilitator key, so the facilitator's device shows it without
 * asking the service, and the room checks it against the key's hash it keeps. Anyone with only the code (read
 * off the projector) has no pass, so cannot join as a tablet and fill the room.
 */
import { codeLetters, ROOM_CODE_ALPHABET, withoutSpacing } from './room-protocol'
import { sha256Hex } from '../encoding/sha256-hex'

/** Eight characters of the room codes' alphabet: about 39 bits, against a room's 600 joins a minute. */
export const TABLET_PASS_LENGTH = 8

const utf8 = new TextEncoder()

/** The facilitator key's SHA-256 in hex: all the room service keeps of it. */
export function facilitatorKeyHash(key: string): Promise<string> {
  return sha256Hex(key)
}

/** The pass of the room `code` whose facilitator key hashes to `keyHash`. */
export async function tabletPassOfHash(keyHash: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8.encode(`tablet-pass:${keyHash}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8.encode(code)))
  return codeLetters(mac, TABLET_PASS_LENGTH)
}

/** The pass the facilitator's device shows, from the key it holds. */
export async function tabletPassOfKey(facilitatorKey: string, code: string): Promise<string> {
  return tabletPassOfHash(await facilitatorKeyHash(facilitatorKey), code)
}

/** A typed pass in any case, with spaces or a dash, as the room compares it; null when it cannot be one. */
export function normaliseTabletPass(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const pass = withoutSpacing(input)
  const pattern = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${TABLET_PASS_LENGTH}}$`)
  return pattern.test(pass) ? pass : null
}

/** The pass as shown, in two groups of four to read aloud or copy: "ABCD-EFGH". */
export function formatTabletPass(pass: string): string {
  return `${pass.slice(0, 4)}-${pass.slice(4)}`
}
