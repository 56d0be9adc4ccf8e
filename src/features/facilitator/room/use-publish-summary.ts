import { useEffect } from 'react'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import type { Room } from '../../../domain/room/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { publishRoomSummary } from './publish-summary'

/** Cards arriving together (a tablet's group, a crowd finishing) make one publication, not one each. */
export const SETTLE_MS = 1500

/**
 * While the room's results are revealed, keeps the phones' "you and the room" up to date: published on the
 * reveal and again when the cards change, once they settle. The presenter view runs it, on one device.
 */
export function usePublishSummary(
  facilitator: FacilitatorRoom,
  room: Room | null,
  results: readonly AssessmentResult[],
): void {
  const showing = room !== null && room.revealed && room.state !== 'ended'
  useEffect(() => {
    if (!showing) return
    const timer = setTimeout(
      () => void publishRoomSummary(facilitator, results).catch(() => false),
      SETTLE_MS,
    )
    return () => clearTimeout(timer)
  }, [facilitator, showing, results])
}
