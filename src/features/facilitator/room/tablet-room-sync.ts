/**
 * A workshop tablet linked to a live room sends the room every result of its workshop, however it arrived
 * (taken here, scanned by camera, imported from a file), on whatever page the tablet shows: each is queued in
 * the outbox once, under its result id, and delivered; offline, it waits there until the tablet is back.
 * Runs app-wide from the start-up (and from the facilitator's page once the tablet is linked), so a merge
 * made just before the facilitator moves on, or made offline, still reaches the room.
 */
import { findOutboxEntry, listWorkshopResults, tabletRoom } from '../../../db/device-data'
import { workshopModeId } from '../../../db/workshop-mark'

/** How often the tablet looks for results the room lacks: a merge lands in the room within this. */
const SYNC_MS = 3000

let started = false
let running = false

/** One pass: queues what the room lacks, then delivers what waits. Nothing when not linked or not a workshop. */
async function syncOnce(deliver: () => Promise<void>): Promise<void> {
  const workshopId = workshopModeId()
  const room = tabletRoom()
  if (!workshopId || !room || running) return
  running = true
  try {
    const results = await listWorkshopResults(workshopId)
    if (!results.ok) return
    let waiting = false
    for (const result of results.value) {
      // The sealing code (the card's encoding, Web Crypto) loads only for a result the outbox does not have.
      let queued = await findOutboxEntry(result.uuid)
      if (queued.ok && !queued.value) {
        const { queueForRoom } = await import('../../../services/room/send-to-room')
        queued = await queueForRoom(result, { room, source: 'tablet', token: room.token })
      }
      if (queued.ok && queued.value?.status === 'queued') waiting = true
    }
    if (waiting) await deliver().catch(() => undefined)
  } finally {
    running = false
  }
}

/** Starts the tablet's sync once per page; `deliver` sends the outbox (another feature's, handed in). */
export function startTabletRoomSync(deliver: () => Promise<void>): void {
  if (started) return
  started = true
  const sync = () => void syncOnce(deliver)
  sync()
  setInterval(sync, SYNC_MS)
  window.addEventListener('online', sync)
}
