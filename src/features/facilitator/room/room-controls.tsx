import { useState } from 'react'
import { RoomCardExports } from '../audience/room-card-exports'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomApiErrors } from '../../../content/room-errors'
import { roomScreenCopy } from '../../../content/facilitator/room'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { exportFileName } from '../../../domain/workshop/export-file-name'
import type { Room } from '../../../domain/room/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { toCsv, toWorkshopJson } from '../../../domain/workshop/workshop-export'
import { downloadFile } from '../../../lib/download'
import { fill } from '../../../lib/format'
import { EndRoomDialog } from './end-room-dialog'
import { MoveRoomDialog } from './move-room-dialog'
import { RemoveCardDialog } from './remove-card-dialog'
import { RoomCapacityForm } from './room-capacity-form'
import { setRoomFlag } from './facilitator-room-api'

// Excel reads a CSV file as UTF-8 only when it starts with this mark (as the tablets' exports do).
const BYTE_ORDER_MARK = '\uFEFF'

interface RoomControlsProps {
  facilitator: FacilitatorRoom
  room: Room
  results: readonly AssessmentResult[]
  setRoom: (room: Room) => void
  dropCard: (id: string) => void
  onEnded: (keep: boolean) => void
}

/**
 * Reveal or hide, lock or unlock, how many people it takes, the room's card (picture and PDF), export in the
 * tablets' formats, remove a card (and its phone), move the keys to another device, and end.
 */
export function RoomControls({ facilitator, room, results, setRoom, dropCard, onEnded }: RoomControlsProps) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const source = { name: room.name, tablet: fill(roomScreenCopy.exportTablet, { code: room.code }) }

  async function flag(action: 'reveal' | 'lock', value: boolean) {
    setBusy(true)
    const answer = await setRoomFlag(room.code, facilitator.facilitatorKey, action, value)
    setBusy(false)
    if (!answer.ok) return setError(roomApiErrors[answer.error])
    setError(null)
    setRoom(
      answer.value.room ??
        (action === 'reveal' ? { ...room, revealed: value } : { ...room, state: value ? 'locked' : 'open' }),
    )
  }

  function download(contents: string, type: string, extension: string) {
    downloadFile(new Blob([contents], { type }), exportFileName(source, new Date(), extension, 'room'))
  }

  const ended = room.state === 'ended'
  const group = 'flex flex-wrap items-center gap-3'
  return (
    <section aria-label={roomScreenCopy.controls} className="grid gap-5">
      {!ended && (
        <div className={group}>
          <button
            type="button"
            disabled={busy}
            className={buttonClasses(room.revealed ? 'secondary' : 'accent')}
            onClick={() => void flag('reveal', !room.revealed)}
          >
            {room.revealed ? roomScreenCopy.hide : roomScreenCopy.reveal}
          </button>
          <button
            type="button"
            disabled={busy}
            className={buttonClasses('secondary')}
            onClick={() => void flag('lock', room.state === 'open')}
          >
            {room.state === 'open' ? roomScreenCopy.lock : roomScreenCopy.unlock}
          </button>
        </div>
      )}
      {!ended && <RoomCapacityForm facilitator={facilitator} room={room} setRoom={setRoom} />}
      <div className="grid gap-3">
        <h2 className="font-display text-lg font-bold text-ink-950">{roomScreenCopy.share}</h2>
        <RoomCardExports name={room.name} results={results} />
        <div className={group}>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() =>
              download(BYTE_ORDER_MARK + toCsv(source, results), 'text/csv;charset=utf-8', 'csv')
            }
          >
            {roomScreenCopy.exportCsv}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() =>
              download(
                toWorkshopJson(
                  { id: `room-${room.code}`, ...source, startedAt: facilitator.createdAt },
                  results,
                ),
                'application/json',
                'json',
              )
            }
          >
            {roomScreenCopy.exportJson}
          </button>
        </div>
      </div>
      <div className={group}>
        {!ended && (
          <RemoveCardDialog
            facilitator={facilitator}
            results={results}
            onRemoved={(id, next) => {
              dropCard(id)
              setRoom(next)
            }}
          />
        )}
        <MoveRoomDialog facilitator={facilitator} />
        {!ended && <EndRoomDialog facilitator={facilitator} onEnded={onEnded} />}
      </div>
      {error && (
        <p role="alert" className="rounded-2xl bg-ember-100 p-3 text-ember-800">
          {error}
        </p>
      )}
    </section>
  )
}
