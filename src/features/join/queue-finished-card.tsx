import { useEffect } from 'react'
import { joinedRoom } from '../../db/device-data'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { phoneSender, queueForRoom } from '../../services/room/send-to-room'

interface QueueFinishedCardProps {
  result: AssessmentResult | null
  /** Delivers the outbox now (handed over by the route: the outbox is another feature). */
  deliver: () => Promise<void>
}

/**
 * On a phone that joined a live room: queues the finished card for the room the moment it exists, with code
 * that loaded when MojoMe opened, so the card is kept for the room even when nothing more can load (offline
 * before the service worker holds the site), then sends it, now or once the phone is back online. The result
 * screen's status finds the same entry.
 */
export function QueueFinishedCard({ result, deliver }: QueueFinishedCardProps) {
  useEffect(() => {
    const room = joinedRoom()
    if (!result || !room) return
    const send = () => void deliver().catch(() => undefined)
    void queueForRoom(result, phoneSender(room)).then(send)
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [result, deliver])
  return null
}
