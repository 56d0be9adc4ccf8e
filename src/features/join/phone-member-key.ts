import { findPhoneRoomKeys, savePhoneRoomKeys } from '../../db/device-data'

/**
 * The public key this phone joins `code` with, for the room's summary to be sealed to: the one kept from an
 * earlier join under the same id, or a new pair, kept now. Undefined when the device would not keep a key:
 * the phone joins all the same, and is given no summary.
 */
export async function phoneMemberKey(code: string, attendeeId: string): Promise<string | undefined> {
  const known = await findPhoneRoomKeys(code)
  if (!known.ok) return undefined
  if (known.value?.attendeeId === attendeeId) return known.value.publicKey
  try {
    const { generateMemberKeys } = await import('../../domain/room/room-summary-crypto')
    const keys = await generateMemberKeys()
    const saved = await savePhoneRoomKeys({ code, attendeeId, ...keys })
    return saved.ok ? keys.publicKey : undefined
  } catch {
    return undefined
  }
}
