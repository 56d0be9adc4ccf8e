import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { roomScreenCopy } from '../../../content/facilitator/room'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import type { FacilitatorRoomLoad } from './load-facilitator-room'
import { RoomAudience } from './room-audience'
import { useRoomLive } from './use-room-live'

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
export function AudiencePage({ loaded }: { loaded: FacilitatorRoomLoad }) {
  const frame = useRef<HTMLDivElement>(null)
  useFullScreenKeys(frame)
  return (
    <div ref={frame} className="h-dvh w-dvw">
      {loaded.status === 'ready' ? (
        <LiveAudience facilitator={loaded.room} />
      ) : (
        <AudienceNotice>
          {loaded.status === 'error' ? loaded.message : roomScreenCopy.noKeyTitle}
        </AudienceNotice>
      )}
    </div>
  )
}

/** /audience/{code} while its keys are looked up on this device. */
export function AudiencePending() {
  return (
    <div className="h-dvh w-dvw">
      <AudienceNotice>{roomScreenCopy.loading}</AudienceNotice>
    </div>
  )
}

function AudienceNotice({ children }: { children: ReactNode }) {
  return (
    <div className="grid h-full place-content-center bg-ink-950 p-[5vh] text-center text-white">
      <h1 className="max-w-[70vw] font-display text-[5vh] leading-tight font-bold">{children}</h1>
    </div>
  )
}
