import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { retryingLazy } from '../components/ui/retrying-lazy'
import { resultAtom, useAssessment } from '../features/assessment/assessment-store'
import { joinedRoom } from '../db/device-data'
import { useHydrated } from '../lib/use-hydrated'
import { whenIdle } from '../lib/when-idle'
import { deliverOutboxNow } from './deliver-outbox-now'

// Only a phone that joined a live room loads the room's code, as soon as MojoMe opens: a card finished
// offline is then still sealed and queued for the room.
const RoomProgress = retryingLazy(() =>
  import('../features/facilitator/room/room-progress').then((m) => m.RoomProgress),
)
const QueueFinishedCard = retryingLazy(() =>
  import('../features/facilitator/room/queue-finished-card').then((m) => m.QueueFinishedCard),
)

/** The result screen's room status, loaded ahead while the attendee answers. */
function preloadRoomStatus() {
  return whenIdle(() => void import('../features/facilitator/room/room-result-status').catch(() => undefined))
}

/**
 * On a phone that joined a live room: tells the room once, at the first answer, that this attendee started,
 * and queues the card for the room as soon as it is made.
 */
export function MojoMeRoomProgress() {
  const { state } = useAssessment()
  const result = useAtomValue(resultAtom)
  const inRoom = useHydrated() && joinedRoom() !== null
  useEffect(() => (inRoom ? preloadRoomStatus() : undefined), [inRoom])
  if (!inRoom) return null
  const { motivationResponses, fearResponses } = state.session
  const started = Object.keys(motivationResponses).length + Object.keys(fearResponses).length > 0
  return (
    <>
      <RoomProgress started={started} />
      <QueueFinishedCard result={result} deliver={deliverOutboxNow} />
    </>
  )
}
