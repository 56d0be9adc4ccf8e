import { useNavigate } from '@tanstack/react-router'
import { showToast } from '../../../components/layout/show-toast'
import { ErrorAlert } from '../../../components/ui/error-alert'
import { roomScreenCopy } from '../../../content/facilitator/room'
import { forgetFacilitatorRoom } from '../../../db/device-data'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { OpenAudience } from './open-audience'
import { RoomAudience } from './room-audience'
import { RoomControls } from './room-controls'
import { RoomCounts } from './room-counts'
import { TabletPass } from './tablet-pass'
import { usePublishSummary } from './use-publish-summary'
import { useRoomLive } from './use-room-live'

/**
 * The presenter view, on the facilitator's own device: the room's numbers, every control, and a preview of
 * what the audience view shows, which it opens in a window of its own for the projector.
 */
export function RoomScreen({ facilitator }: { facilitator: FacilitatorRoom }) {
  const live = useRoomLive(facilitator)
  const navigate = useNavigate()
  const room = live.room
  usePublishSummary(facilitator, room, live.results)

  async function ended(keep: boolean) {
    if (!keep) {
      await forgetFacilitatorRoom(facilitator.code)
      showToast((toast) => toast.success(roomScreenCopy.deleted))
      void navigate({ to: '/workshop' })
    } else {
      showToast((toast) => toast.success(roomScreenCopy.ended))
      if (room) live.setRoom({ ...room, state: 'ended' })
    }
  }

  if (live.gone) {
    return <ErrorAlert message={roomScreenCopy.gone} className="container-page my-16" />
  }

  return (
    <div className="container-page pt-[calc(var(--spacing-bar)+2rem)] pb-16" data-testid="room-screen">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-iris-700 uppercase">
            {roomScreenCopy.presenter}
          </p>
          <h1 className="font-display text-headline font-bold text-ink-950">{facilitator.name}</h1>
          <p className="mt-1 text-ink-600" role="status">
            {room ? roomScreenCopy.state[room.state] : roomScreenCopy.loading}
            {' · '}
            {live.connection === 'live' ? roomScreenCopy.live : roomScreenCopy.polling}
          </p>
        </div>
        <p className="text-ink-600">
          {roomScreenCopy.codeLabel}{' '}
          <span
            className="font-display text-title font-bold tracking-[0.06em] text-ink-950"
            data-testid="room-code"
          >
            {facilitator.code}
          </span>
        </p>
      </header>
      {room && (
        <div className="mt-6">
          <RoomCounts
            counts={room.counts}
            capacity={room.capacity}
            finished={live.results.length}
            unreadable={live.unreadable}
          />
        </div>
      )}
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="room-preview">
          <h2 id="room-preview" className="mb-3 font-display text-title font-bold text-ink-950">
            {roomScreenCopy.preview}
          </h2>
          <div className="aspect-video overflow-hidden rounded-card shadow-lift" data-testid="room-preview">
            <RoomAudience facilitator={facilitator} live={live} headingLevel={2} />
          </div>
        </section>
        <div className="grid gap-6">
          <OpenAudience code={facilitator.code} />
          {room && (
            <RoomControls
              facilitator={facilitator}
              room={room}
              results={live.results}
              setRoom={live.setRoom}
              dropCard={live.dropCard}
              onEnded={(keep) => void ended(keep)}
            />
          )}
          {room && room.state !== 'ended' && <TabletPass facilitator={facilitator} />}
        </div>
      </div>
    </div>
  )
}
