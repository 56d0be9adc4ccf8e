import { useEffect, useMemo, useState } from 'react'
import { attendeeRoomCopy } from '../../content/join/attendee-room'
import { buttonClasses } from '../../components/ui/button-styles'
import { findOutboxEntry, joinedRoom, queueRoomResultAgain, tabletRoom } from '../../db/device-data'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { lastTryUnanswered } from '../../domain/outbox/outbox-delivery'
import type { JoinedRoom, RoomLink } from '../../domain/room/room-records'
import { fill } from '../../lib/format'
import { phoneSender, queueForRoom } from '../../services/room/send-to-room'
import { YouAndTheRoom } from './you-and-the-room'

type Status = 'adding' | 'added' | 'waiting' | { refused: string }

const REFUSAL_REASONS: Record<string, string> = attendeeRoomCopy.refusedReasons
/** Refusals that may pass: a full room can make space by removing cards. */
const WORTH_TRYING_AGAIN = new Set(['room-full'])
/** How often a card still queued is looked at again: the outbox retries as the room asks, often within seconds. */
const RECHECK_MS = 2000

interface RoomResultStatusProps {
  result: AssessmentResult
  /** On a workshop's tablet: the tablet's linked room, sent as the tablet's; else the phone's joined room. */
  tablet: boolean
  /** Delivers the outbox now (handed over by the route: the outbox is another feature). */
  deliver: () => Promise<void>
}

/**
 * On the result screen of a phone in a room (or a tablet linked to one): queues the card for the room once
 * and says where it is: "Added to <room>", "Adding to <room>…" while the room asks it to wait a moment, or
 * "Will be added when you are back online" while offline. On a phone, once the room is revealed, the
 * attendee's card beside the room's follows.
 */
export function RoomResultStatus({ result, tablet, deliver }: RoomResultStatusProps) {
  // A result screen is drawn in the browser only (never prerendered), so the device is read at once.
  const room = useMemo<RoomLink | null>(() => (tablet ? tabletRoom() : joinedRoom()), [tablet])
  const phoneRoom = useMemo<JoinedRoom | null>(() => (tablet ? null : joinedRoom()), [tablet])
  const [status, setStatus] = useState<Status>('adding')
  /** Times the attendee asked to try again: each sends the card once more. */
  const [tries, setTries] = useState(0)

  useEffect(() => {
    const joined = tablet ? null : joinedRoom()
    const target = room
    if (!target) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    async function check() {
      const entry = await findOutboxEntry(result.uuid)
      if (!current || !entry.ok || !entry.value) return
      const { status: state, refusalCode, lastError } = entry.value
      if (state === 'sent') return setStatus('added')
      if (state === 'refused') return setStatus({ refused: refusalCode ?? 'other' })
      // Still queued: unanswered, it waits for the network; answered, the room asked it to wait a moment.
      setStatus(navigator.onLine && !lastTryUnanswered(lastError) ? 'adding' : 'waiting')
      clearTimeout(timer)
      timer = setTimeout(() => void check(), RECHECK_MS)
    }
    async function send() {
      await deliver().catch(() => undefined)
      await check()
    }
    const linked = tablet ? tabletRoom() : null
    const sender = joined
      ? phoneSender(joined)
      : { room: target, source: 'tablet' as const, token: linked?.token }
    void queueForRoom(result, sender).then(send)
    const online = () => void send()
    const offline = () => setStatus((known) => (known === 'adding' ? 'waiting' : known))
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      current = false
      clearTimeout(timer)
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [result, tablet, deliver, room, tries])

  async function tryAgain() {
    const again = await queueRoomResultAgain(result.uuid)
    if (!again.ok) return
    setStatus('adding')
    setTries((count) => count + 1)
  }

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
    <div className="grid gap-4">
      <p
        role="status"
        data-testid="room-result-status"
        className="rounded-2xl bg-sun-100 px-4 py-3 font-semibold text-ink-950"
      >
        {text}
      </p>
      {typeof status === 'object' && WORTH_TRYING_AGAIN.has(status.refused) && (
        <button
          type="button"
          className={`${buttonClasses('secondary')} justify-self-start`}
          onClick={tryAgain}
        >
          {attendeeRoomCopy.tryAgain}
        </button>
      )}
      {phoneRoom && <YouAndTheRoom result={result} room={phoneRoom} />}
    </div>
  )
}
