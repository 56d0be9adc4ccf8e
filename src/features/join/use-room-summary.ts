import { useEffect, useState } from 'react'
import { findPhoneRoomKeys, keepRoomSummary } from '../../db/device-data'
import type { JoinedRoom } from '../../domain/room/room-records'
import type { RoomSummary } from '../../domain/room/room-summary'
import { fetchSummary } from '../../services/room/room-summary-api'

/**
 * How often a phone asks for the room's summary: well within its request limit, soon enough that the room
 * sees its phones light up while the facilitator talks, and that a card added later shows in the numbers.
 */
export const ASK_EVERY_MS = 10_000
/**
 * Withheld answers in a row after which a kept summary is dropped: the room withholds it once a card it
 * counted is removed, and the facilitator's device seals a new one within seconds if enough cards remain.
 * Hidden results leave the phone its copy.
 */
const WITHHELD_BEFORE_DROPPED = 2
const NONE = JSON.stringify(null)
/** Answers after which the room will never serve this phone a summary. */
const FINAL_ERRORS = new Set(['ended', 'not-found', 'not-member', 'revoked'])

/**
 * The room's summary for this phone: the one it kept, shown at once (offline too), and, while the room runs,
 * asked for every ASK_EVERY_MS, opened with the phone's own key and kept in place of the old one, so cards
 * added after the reveal reach its numbers, and dropped once the room no longer counts it (a card removed
 * leaving too few). Null while there is none (not revealed yet, too few cards, or a
 * phone that joined without a key).
 */
export function useRoomSummary(room: JoinedRoom): RoomSummary | null {
  const [summary, setSummary] = useState<RoomSummary | null>(null)
  useEffect(() => {
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    /** The summary on screen, as text: set again only when a newer one differs. */
    let shown = NONE
    /** Withheld answers in a row while the results are shown. */
    let withheld = 0
    function show(next: RoomSummary | null) {
      shown = JSON.stringify(next)
      setSummary(next)
    }
    async function ask(): Promise<void> {
      const keys = await findPhoneRoomKeys(room.code)
      if (!current || !keys.ok || !keys.value || keys.value.attendeeId !== room.attendeeId) return
      const membership = keys.value
      if (membership.summary && JSON.stringify(membership.summary) !== shown) show(membership.summary)
      const answer = room.token ? await fetchSummary(room.code, room.token) : null
      if (!current || !answer || (!answer.ok && FINAL_ERRORS.has(answer.error))) return
      if (answer.ok) {
        withheld = answer.value.kind === 'withheld' ? withheld + 1 : 0
        if (answer.value.kind === 'sealed') {
          const { openRoomSummary } = await import('../../domain/room/room-summary-crypto')
          const opened = await openRoomSummary(
            answer.value.served,
            membership.privateKey,
            room.code,
            room.attendeeId,
          )
          if (!current) return
          if (opened && JSON.stringify(opened) !== shown) {
            await keepRoomSummary(room.code, opened)
            if (current) show(opened)
          }
        } else if (withheld >= WITHHELD_BEFORE_DROPPED && shown !== NONE) {
          await keepRoomSummary(room.code, null)
          if (current) show(null)
        }
      }
      timer = setTimeout(() => void ask(), ASK_EVERY_MS)
    }
    void ask()
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [room])
  return summary
}
