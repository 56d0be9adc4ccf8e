import { useEffect, useRef, useState, type RefObject } from 'react'
import { roomApiErrors } from '../../../content/room-errors'
import { roomScreenCopy } from '../../../content/facilitator/room'
import { findFacilitatorRoom } from '../../../db/device-data'
import { normaliseRoomCode } from '../../../domain/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room-records'
import { RoomAudience } from './room-audience'
import { useRoomLive } from './use-room-live'

type Loaded =
  { status: 'loading' } | { status: 'ready'; room: FacilitatorRoom } | { status: 'missing'; message: string }

async function load(rawCode: string): Promise<Loaded> {
  const code = normaliseRoomCode(rawCode)
  if (!code) return { status: 'missing', message: roomApiErrors['not-found'] }
  const found = await findFacilitatorRoom(code)
  if (!found.ok) return { status: 'missing', message: roomApiErrors.storage }
  return found.value
    ? { status: 'ready', room: found.value }
    : { status: 'missing', message: roomScreenCopy.noKeyTitle }
}

function LiveAudience({ facilitator }: { facilitator: FacilitatorRoom }) {
  const live = useRoomLive(facilitator)
  return <RoomAudience facilitator={facilitator} live={live} />
}

/** F, or a double click, puts the window full screen (and takes it out again): the view has no button for it. */
function useFullScreenKeys(target: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    function toggle() {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
      // Refused (a browser setting): the view still fills the window.
      else void target.current?.requestFullscreen?.().catch(() => {})
    }
    function onKey(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'f' && !event.ctrlKey && !event.metaKey && !event.altKey) toggle()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('dblclick', toggle)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('dblclick', toggle)
    }
  }, [target])
}

/**
 * /audience/{code}: the room screen alone, for the projector, opened from the presenter view on the device
 * that holds the room's keys. It follows the room live, so the presenter's reveal, lock, removals and end
 * reach it within a second.
 */
export function AudiencePage({ code }: { code: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const frame = useRef<HTMLDivElement>(null)
  useFullScreenKeys(frame)
  useEffect(() => {
    let current = true
    void load(code).then((result) => current && setLoaded(result))
    return () => {
      current = false
    }
  }, [code])
  return (
    <div ref={frame} className="h-dvh w-dvw">
      {loaded.status === 'ready' ? (
        <LiveAudience facilitator={loaded.room} />
      ) : (
        <div className="grid h-full place-content-center bg-ink-950 p-[5vh] text-center text-white">
          <h1 className="max-w-[70vw] font-display text-[5vh] leading-tight font-bold">
            {loaded.status === 'missing' ? loaded.message : roomScreenCopy.loading}
          </h1>
        </div>
      )}
    </div>
  )
}
