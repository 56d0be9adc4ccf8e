import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { retryingLazy } from '../components/ui/retrying-lazy'
import { resultAtom, useAssessment } from '../features/assessment/assessment-store'
import { afterFirstCard } from '../features/assessment/preload-steps'
import { joinedRoom } from '../db/device-data'
import { useHydrated } from '../lib/use-hydrated'
import { deliverOutboxNow } from './deliver-outbox-now'
import { loadResultsStep } from './mojo-me-results'

// Only a phone that joined a live room loads the room's code, as soon as MojoMe's first card is on screen (not
// before: the first card comes first on a crowded network): a card finished offline is then still sealed and
// queued for the room.
const RoomProgress = retryingLazy(() => import('../features/join/room-progress').then((m) => m.RoomProgress))
const QueueFinishedCard = retryingLazy(() =>
  import('../features/join/queue-finished-card').then((m) => m.QueueFinishedCard),
)

/**
 * Whether the room's code may load: after the first card, and the result screen with its room status then
 * too, so a card finished offline still shows.
 */
function useRoomCodeWanted(inRoom: boolean): boolean {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!inRoom) return undefined
    return afterFirstCard(() => {
      setWanted(true)
      void loadResultsStep().catch(() => undefined)
      void import('../features/join/room-result-status').catch(() => undefined)
    })
  }, [inRoom])
  return wanted
}

/**
 * On a phone that joined a live room: tells the room once, at the first answer, that this attendee started,
 * and queues the card for the room as soon as it is made.
 */
export function MojoMeRoomProgress() {
  const { state } = useAssessment()
  const result = useAtomValue(resultAtom)
  const inRoom = useHydrated() && joinedRoom() !== null
  const wanted = useRoomCodeWanted(inRoom)
  if (!inRoom || (!wanted && result === null)) return null
  const { motivationResponses, fearResponses } = state.session
  const started = Object.keys(motivationResponses).length + Object.keys(fearResponses).length > 0
  return (
    <>
      <RoomProgress started={started} />
      <QueueFinishedCard result={result} deliver={deliverOutboxNow} />
    </>
  )
}
