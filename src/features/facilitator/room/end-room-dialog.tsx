import { useId, useRef, useState } from 'react'
import { RadioGroup } from '../../../components/form/radio-group'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomApiErrors } from '../../../content/room-errors'
import { roomScreenCopy } from '../../../content/facilitator/room'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { endRoom } from './facilitator-room-api'
import { RoomPinForm } from './room-pin-form'

const endOptions = [
  { value: 'keep', label: roomScreenCopy.endKeep, description: roomScreenCopy.endKeepHint },
  { value: 'delete', label: roomScreenCopy.endDelete, description: roomScreenCopy.endDeleteHint },
] as const

/**
 * Ends the room, keeping its encrypted cards until they expire or deleting everything at once; deleting asks
 * for the room's PIN first when it has one, as moving its keys does.
 */
export function EndRoomDialog({
  facilitator,
  onEnded,
}: {
  facilitator: FacilitatorRoom
  onEnded: (keep: boolean) => void
}) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [ending, setEnding] = useState(false)
  const [askingPin, setAskingPin] = useState(false)

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const keep = new FormData(event.currentTarget).get('end') !== 'delete'
    if (!keep && facilitator.pin) return setAskingPin(true)
    void end(keep)
  }

  async function end(keep: boolean) {
    setEnding(true)
    const answer = await endRoom(facilitator.code, facilitator.facilitatorKey, keep)
    setEnding(false)
    setAskingPin(false)
    if (!answer.ok) return setError(roomApiErrors[answer.error])
    dialog.current?.close()
    onEnded(keep)
  }

  return (
    <>
      <button
        type="button"
        className={buttonClasses('secondary')}
        onClick={() => dialog.current?.showModal()}
      >
        {roomScreenCopy.end}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setAskingPin(false)}
        className="m-auto w-[min(36rem,90vw)] rounded-[1.75rem] p-8 backdrop:bg-ink-950/60"
      >
        {askingPin && facilitator.pin ? (
          <>
            <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
              {roomScreenCopy.endTitle}
            </h2>
            <RoomPinForm
              id={`${id}-pin`}
              pin={facilitator.pin}
              label={roomScreenCopy.endPin}
              submit={roomScreenCopy.endDelete}
              onRight={() => void end(false)}
            />
            <button
              type="button"
              className={`${buttonClasses('secondary')} mt-6`}
              onClick={() => setAskingPin(false)}
            >
              {roomScreenCopy.cancel}
            </button>
          </>
        ) : (
          <form method="post" onSubmit={submit} noValidate>
            <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
              {roomScreenCopy.endTitle}
            </h2>
            <p className="mt-2 text-ink-600">{roomScreenCopy.endIntro}</p>
            <div className="mt-6">
              <RadioGroup
                id={`${id}-end`}
                name="end"
                legend={roomScreenCopy.endTitle}
                options={endOptions}
                defaultValue="keep"
              />
            </div>
            {error && (
              <p role="alert" className="mt-4 rounded-2xl bg-ember-100 p-3 text-ember-800">
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="submit" disabled={ending} className={buttonClasses('primary')}>
                {roomScreenCopy.endConfirm}
              </button>
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => dialog.current?.close()}
              >
                {roomScreenCopy.cancel}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  )
}
