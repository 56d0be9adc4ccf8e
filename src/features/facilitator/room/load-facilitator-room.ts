/**
 * What /room/{code} and /audience/{code} open with, read by their route loaders: the room's keys on this
 * device, sealed keys handed over in the address's fragment (the room screen only), or why neither is here.
 */
import { roomApiErrors } from '../../../content/room-errors'
import { findFacilitatorRoom } from '../../../db/device-data'
import { normaliseRoomCode } from '../../../domain/room/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { isSealedTransfer } from '../../../domain/room/room-transfer'

export type FacilitatorRoomLoad =
  | { status: 'ready'; room: FacilitatorRoom }
  | { status: 'receive'; code: string; sealed: string }
  | { status: 'no-key' }
  | { status: 'error'; message: string }

/**
 * Sealed keys handed over from the facilitator's other device in the address's fragment: wiped from the
 * address (and its history entry) at once, so they are not left on screen or bookmarked, and kept only in the
 * page until the one-time code opens them. Anything else in the fragment is ignored: keys already on this
 * device are never touched by an address.
 */
function takeSealedTransfer(hash: string): string | null {
  const fragment = hash.replace(/^#/, '')
  if (fragment) history.replaceState(history.state, '', location.pathname)
  return isSealedTransfer(fragment) ? fragment : null
}

/** The room of `rawCode` as this device holds it; `hash` is the address's fragment, for a hand-over. */
export async function loadFacilitatorRoom(rawCode: string, hash = ''): Promise<FacilitatorRoomLoad> {
  const sealed = takeSealedTransfer(hash)
  const code = normaliseRoomCode(rawCode)
  if (!code) return { status: 'error', message: roomApiErrors['not-found'] }
  if (sealed) return { status: 'receive', code, sealed }
  const found = await findFacilitatorRoom(code)
  if (!found.ok) return { status: 'error', message: roomApiErrors.storage }
  return found.value ? { status: 'ready', room: found.value } : { status: 'no-key' }
}
