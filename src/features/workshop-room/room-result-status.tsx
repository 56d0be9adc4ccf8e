import { useEffect, useMemo, useState } from 'react'
import { attendeeRoomCopy } from '../../content/rooms'
import { findOutboxEntry, joinedRoom, tabletRoom } from '../../db/device-data'
import type { AssessmentResult } from '../../domain/assessment-types'
import type { RoomLink } from '../../domain/room-records'
import { fill } from '../../lib/format'
import { queueForRoom } from './send-to-room'

type Status = 'adding' | 'added' | 'waiting' | { refused: string }

const REFUSAL_REASONS: Record<string, string> = attendeeRoomCopy.refusedReasons

interface RoomResultStatusProps {
  result: AssessmentResult
  /** On a workshop's tablet: the tablet's linked room, sent as the tablet's; else the phone's joined room. */
  tablet: boolean
  /** Delivers the outbox now (handed over by the route: the outbox is another feature). */
  deliver: () => Promise<void>
}

/**
 * On the result screen of a phone in a room (or a tablet linked to one): queues the card for the room once
 * and says where it is: "Added to <room>", or "Will be added when you are back online" until it is.
 */
export function RoomResultStatus({ result, tablet, deliver }: RoomResultStatusProps) {
  // A result screen is drawn in the browser only (never prerendered), so the device is read at once.
  const room = useMemo<RoomLink | null>(() => (tablet ? tabletRoom() : joinedRoom()), [tablet])
  const [status, setStatus] = useState<Status>('adding')

  useEffect(() => {
    const joined = tablet ? null : joinedRoom()
    const target = room
    if (!target) return
    let current = true
    async function check() {
      const entry = await findOutboxEntry(result.uuid)
      if (!current || !entry.ok || !entry.value) return
      const { status: state, refusalCode } = entry.value
      if (state === 'sent') setStatus('added')
      else if (state === 'refused') setStatus({ refused: refusalCode ?? 'other' })
      else setStatus('waiting')
    }
    async function send() {
      await deliver().catch(() => undefined)
      await check()
    }
    void queueForRoom(result, {
      room: target,
      source: tablet ? 'tablet' : 'phone',
      attendeeId: joined?.attendeeId,
      displayName: joined?.displayName,
    }).then(send)
    const online = () => void send()
    window.addEventListener('online', online)
    return () => {
      current = false
      window.removeEventListener('online', online)
    }
  }, [result, tablet, deliver, room])

  if (!room) return null
  const name = room.name
  const text =
    status === 'added'
      ? fill(tablet ? attendeeRoomCopy.tabletAdded : attendeeRoomCopy.added, { name })
      : status === 'waiting'
        ? tablet
          ? fill(attendeeRoomCopy.tabletWaiting, { name })
          : attendeeRoomCopy.waiting
        : status === 'adding'
          ? fill(attendeeRoomCopy.adding, { name })
          : fill(attendeeRoomCopy.refused, {
              name,
              reason: REFUSAL_REASONS[status.refused] ?? attendeeRoomCopy.refusedReasons.other,
            })
  return (
    <p
      role="status"
      data-testid="room-result-status"
      className="rounded-2xl bg-sun-100 px-4 py-3 font-semibold text-ink-950"
    >
      {text}
    </p>
  )
}
