/**
 * Takes a room's keys moved here from the facilitator's other device, only once they are proved: the sealed
 * transfer opens with the one-time code, its private key is the room's (it matches the public key the room
 * service gives), and the room service accepts its facilitator key. Keys this device already holds for the
 * room are never replaced: the same keys change nothing, other ones are refused.
 */
import type { roomScreenCopy } from '../../../content/facilitator/room'
import { findFacilitatorRoom, saveFacilitatorRoom } from '../../../db/device-data'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { isKeyPair, openTransfer } from '../../../domain/room/room-transfer'
import type { RoomApiErrorKey } from '../../../content/room-errors'
import { roomAsFacilitator } from './facilitator-room-api'

export type ReceiveRefusal =
  | { kind: 'transfer'; reason: keyof (typeof roomScreenCopy)['receiveErrors'] }
  | { kind: 'service'; error: RoomApiErrorKey }

export type Received = { ok: true; room: FacilitatorRoom } | { ok: false; refusal: ReceiveRefusal }

const refuse = (reason: keyof (typeof roomScreenCopy)['receiveErrors']): Received => ({
  ok: false,
  refusal: { kind: 'transfer', reason },
})
const serviceError = (error: RoomApiErrorKey): Received => ({
  ok: false,
  refusal: { kind: 'service', error },
})

export async function receiveKeys(code: string, sealed: string, typed: string): Promise<Received> {
  const opened = await openTransfer(sealed, code, typed)
  if (!opened.ok) return refuse(opened.reason)
  const found = await roomAsFacilitator(code, opened.keys.facilitatorKey)
  if (!found.ok) return serviceError(found.error)
  if (!found.value) return refuse('refused')
  if (!(await isKeyPair(opened.keys.privateKey, found.value.publicKey))) return refuse('mismatch')
  const known = await findFacilitatorRoom(code)
  if (!known.ok) return serviceError('storage')
  if (known.value) {
    const same =
      known.value.privateKey === opened.keys.privateKey &&
      known.value.facilitatorKey === opened.keys.facilitatorKey
    return same ? { ok: true, room: known.value } : refuse('different')
  }
  const room: FacilitatorRoom = {
    code,
    name: found.value.name,
    publicKey: found.value.publicKey,
    ...opened.keys,
    createdAt: Date.now(),
  }
  const saved = await saveFacilitatorRoom(room)
  return saved.ok ? { ok: true, room } : serviceError('storage')
}
