import { useEffect } from 'react'
import { listWorkshopResults, tabletRoom } from '../../db/device-data'
import { queueForRoom } from './send-to-room'

/** How often an open facilitator page looks for results added by camera or file that the room lacks. */
const SYNC_MS = 3000

/**
 * While a linked tablet's workshop page is open: every result of the workshop, however it arrived (taken
 * here, scanned, imported), is queued for the room once and delivered; offline they wait in the outbox.
 */
export function TabletRoomSync({
  workshopId,
  deliver,
}: {
  workshopId: string | null
  deliver: () => Promise<void>
}) {
  useEffect(() => {
    if (!workshopId) return
    let running = false
    async function sync() {
      const room = tabletRoom()
      if (!room || running || !workshopId) return
      running = true
      const results = await listWorkshopResults(workshopId)
      if (results.ok) {
        for (const result of results.value) await queueForRoom(result, { room, source: 'tablet' })
        await deliver().catch(() => undefined)
      }
      running = false
    }
    void sync()
    const timer = setInterval(() => void sync(), SYNC_MS)
    window.addEventListener('online', sync)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', sync)
    }
  }, [workshopId, deliver])
  return null
}
