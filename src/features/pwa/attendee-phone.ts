/**
 * A phone that came through a room's join link precaches only its attendee's path when the service worker
 * installs (sw/site-later.ts); the rest of the site follows once the phone is idle on a network that is not
 * metered, so 300 phones on a venue's Wi-Fi do not all pull the whole site at once. A workshop's tablet and an
 * ordinary visitor precache everything on install, as before.
 */
import { joinedRoom, workshopModeId } from '../../db/device-data'
import { whenIdle } from '../../lib/when-idle'
import { ATTENDEE_MARK, DEVICE_CACHE, PRECACHE_REST_MESSAGE } from '../../domain/pwa/attendee-marks'

interface NetworkInformation {
  saveData?: boolean
  type?: string
  effectiveType?: string
}

/** Whether the visitor asked to save data, or the phone is on a mobile or slow network (where it says). */
function meteredNetwork(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  if (!connection) return false
  return (
    Boolean(connection.saveData) ||
    connection.type === 'cellular' ||
    /2g/.test(connection.effectiveType ?? '')
  )
}

/** Marks this phone as an attendee's before the worker installs, when it came through a join link. */
export async function markAttendeePhone(): Promise<void> {
  const attendee = location.pathname.startsWith('/join/') || joinedRoom() !== null
  if (!attendee || workshopModeId() !== null || !('caches' in window)) return
  try {
    await (await caches.open(DEVICE_CACHE)).put(ATTENDEE_MARK, new Response('1'))
  } catch {
    // Without the mark the phone precaches the whole site, as any visitor's does.
  }
}

/** Asks the worker for the rest of the site once the browser is idle, unless the network is metered. */
export function askForTheRestWhenIdle(registration: ServiceWorkerRegistration): void {
  whenIdle(() => {
    if (!meteredNetwork()) registration.active?.postMessage({ type: PRECACHE_REST_MESSAGE })
  })
}
