import { useId, useRef, useState } from 'react'
import { PinField } from '../../components/form/pin-field'
import { QrCode } from '../../components/ui/qr-code'
import { buttonClasses } from '../../components/ui/button-styles'
import { roomScreenCopy } from '../../content/rooms'
import { keyTransferText, type FacilitatorRoom } from '../../domain/room-records'
import { verifyPin } from '../../domain/workshop-pin'

/**
 * "Move to another device": behind the facilitator's PIN (when they set one), a QR code of this room screen's
 * address with both keys in its fragment, which no server receives. The other device's camera opens it.
 */
export function MoveRoomDialog({ facilitator }: { facilitator: FacilitatorRoom }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [unlocked, setUnlocked] = useState(!facilitator.pin)
  const [error, setError] = useState<string | null>(null)

  async function unlock(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const pin = String(new FormData(event.currentTarget).get('pin') ?? '')
    const right = facilitator.pin ? await verifyPin(pin, facilitator.pin) : true
    setError(right ? null : roomScreenCopy.pinWrong)
    setUnlocked(right)
  }

  function close() {
    dialog.current?.close()
    setUnlocked(!facilitator.pin)
  }

  const address = `${location.origin}/room/${facilitator.code}#${keyTransferText(facilitator)}`
  return (
    <>
      <button
        type="button"
        className={buttonClasses('secondary')}
        onClick={() => dialog.current?.showModal()}
      >
        {roomScreenCopy.move}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setUnlocked(!facilitator.pin)}
        className="m-auto w-[min(36rem,90vw)] rounded-[1.75rem] p-8 backdrop:bg-ink-950/60"
      >
        <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
          {roomScreenCopy.moveTitle}
        </h2>
        {unlocked ? (
          <>
            <p className="mt-2 text-ink-600">{roomScreenCopy.moveText}</p>
            <QrCode text={address} label={roomScreenCopy.moveQrLabel} className="mx-auto mt-6 w-72" />
          </>
        ) : (
          <form method="post" onSubmit={(event) => void unlock(event)} noValidate className="mt-6 grid gap-4">
            <PinField id={`${id}-pin`} name="pin" label={roomScreenCopy.movePin} error={error ?? undefined} />
            <button type="submit" className={buttonClasses('primary')}>
              {roomScreenCopy.moveShow}
            </button>
          </form>
        )}
        <button type="button" className={`${buttonClasses('secondary')} mt-6`} onClick={close}>
          {roomScreenCopy.close}
        </button>
      </dialog>
    </>
  )
}
