import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { showToast } from '../../components/layout/show-toast'
import { buttonClasses } from '../../components/ui/button-styles'
import { ErrorAlert } from '../../components/ui/error-alert'
import { QrCode } from '../../components/ui/qr-code'
import { roomScreenCopy } from '../../content/rooms'
import { attendeeCopy } from '../../content/workshop'
import { forgetFacilitatorRoom } from '../../db/device-data'
import type { FacilitatorRoom } from '../../domain/room-records'
import { fill } from '../../lib/format'
import { RoomControls } from './room-controls'
import { RoomCounts } from './room-counts'
import { RoomSummary } from './room-summary'
import { useRoomLive } from './use-room-live'

/**
 * The projector's screen, 1920x1080 and read from 5 m: how to join (QR code, code, address), how far the
 * room has got, and, once the facilitator reveals it, the group. No names and no one's own card.
 */
export function RoomScreen({ facilitator }: { facilitator: FacilitatorRoom }) {
  const live = useRoomLive(facilitator)
  const navigate = useNavigate()
  const screen = useRef<HTMLDivElement>(null)
  const room = live.room
  const joinAddress = `${location.host}/join`
  const joinLink = `${location.origin}/join/${facilitator.code}#${facilitator.publicKey}`

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

  const fullScreen = () =>
    void screen.current?.requestFullscreen?.().catch(() => {
      // Refused (a browser setting): the screen still fills the window.
    })

  return (
    <div
      ref={screen}
      className="mt-(--spacing-bar) grid h-[calc(100dvh-var(--spacing-bar))] min-h-[36rem] grid-cols-[minmax(0,22vw)_minmax(0,1fr)] bg-white"
      data-testid="room-screen"
    >
      <aside className="flex flex-col items-center justify-center gap-[2vh] bg-ink-950 p-[1.2vw] text-white">
        <p className="text-center text-[1.6vw] font-semibold">
          {fill(roomScreenCopy.joinAt, { address: joinAddress })}
        </p>
        <QrCode
          text={joinLink}
          label={fill(roomScreenCopy.qrLabel, { name: facilitator.name })}
          className="w-full max-w-[19vw] rounded-xl bg-white p-[0.8vw]"
        />
        <p className="text-[1.4vw] text-ink-300">{roomScreenCopy.codeLabel}</p>
        <p
          className="font-display text-[3vw] leading-none font-bold tracking-[0.04em] whitespace-nowrap"
          data-testid="room-code"
        >
          {facilitator.code}
        </p>
      </aside>
      <div className="grid min-h-0 grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-[2vh] p-[2.5vh_1.5vw]">
        <header className="flex flex-wrap items-baseline justify-between gap-4">
          <h1 className="font-display text-[3vw] leading-tight font-bold text-ink-950">{facilitator.name}</h1>
          <p className="text-[1.2vw] text-ink-600" role="status">
            {room ? roomScreenCopy.state[room.state] : roomScreenCopy.loading}
            {' · '}
            {live.connection === 'live' ? roomScreenCopy.live : roomScreenCopy.polling}
          </p>
        </header>
        {room ? (
          <RoomCounts counts={room.counts} finished={live.results.length} unreadable={live.unreadable} />
        ) : (
          <div />
        )}
        {room?.revealed ? (
          <RoomSummary results={live.results} />
        ) : (
          <div className="grid place-content-center rounded-[2vw] bg-ink-100 text-center">
            <p className="font-display text-[3vw] font-bold text-ink-950">{roomScreenCopy.hiddenTitle}</p>
            <p className="mt-2 text-[1.5vw] text-ink-700">{roomScreenCopy.hiddenText}</p>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
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
          <button type="button" className={buttonClasses('secondary')} onClick={fullScreen}>
            {attendeeCopy.fullScreen}
          </button>
        </div>
      </div>
    </div>
  )
}
