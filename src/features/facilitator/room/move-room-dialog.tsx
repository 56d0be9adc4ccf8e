import { useId, useRef, useState } from 'react'
import { QrCode } from '../../../components/ui/qr-code'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomScreenCopy } from '../../../content/facilitator/room'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { newTransferSecret, sealTransfer } from '../../../domain/room/room-transfer'
import { RoomPinForm } from './room-pin-form'

type Step =
  | { kind: 'pin' }
  | { kind: 'sealing' }
  | { kind: 'scan'; address: string; secret: string }
  | { kind: 'secret'; secret: string }

/**
 * "Move to another device": behind the room's PIN (when it has one), the keys sealed with a fresh one-time code.
 * First a QR code of this room's address with only the sealed keys in its fragment, which no server receives;
 * then, once the QR code is gone, the one-time code to type on the other device. The keys themselves are
 * never drawn, and the two halves are never on screen together.
 */
export function MoveRoomDialog({ facilitator }: { facilitator: FacilitatorRoom }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [step, setStep] = useState<Step>({ kind: 'pin' })

  async function seal() {
    setStep({ kind: 'sealing' })
    const secret = newTransferSecret()
    const sealed = await sealTransfer(facilitator, facilitator.code, secret)
    setStep({ kind: 'scan', address: `${location.origin}/room/${facilitator.code}#${sealed}`, secret })
  }

  function open() {
    dialog.current?.showModal()
    if (!facilitator.pin) void seal()
  }

  return (
    <>
      <button type="button" className={buttonClasses('secondary')} onClick={open}>
        {roomScreenCopy.move}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setStep({ kind: 'pin' })}
        className="m-auto w-[min(36rem,90vw)] rounded-[1.75rem] p-8 backdrop:bg-ink-950/60"
      >
        <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
          {roomScreenCopy.moveTitle}
        </h2>
        {step.kind === 'pin' && facilitator.pin && (
          <RoomPinForm
            id={`${id}-pin`}
            pin={facilitator.pin}
            label={roomScreenCopy.movePin}
            submit={roomScreenCopy.moveShow}
            onRight={() => void seal()}
          />
        )}
        {step.kind === 'sealing' && <p className="mt-4 text-ink-600">{roomScreenCopy.moveSealing}</p>}
        {step.kind === 'scan' && (
          <>
            <p className="mt-2 text-ink-600">{roomScreenCopy.moveText}</p>
            <QrCode text={step.address} label={roomScreenCopy.moveQrLabel} className="mx-auto mt-6 w-72" />
            <button
              type="button"
              className={`${buttonClasses('primary')} mt-6`}
              onClick={() => setStep({ kind: 'secret', secret: step.secret })}
            >
              {roomScreenCopy.moveNext}
            </button>
          </>
        )}
        {step.kind === 'secret' && (
          <>
            <p className="mt-2 text-ink-600">{roomScreenCopy.moveSecretText}</p>
            <p
              className="mt-6 text-center font-display text-[2.5rem] leading-none font-bold tracking-[0.08em] text-ink-950"
              data-testid="move-secret"
            >
              {step.secret}
            </p>
          </>
        )}
        <button
          type="button"
          className={`${buttonClasses('secondary')} mt-6 ml-3`}
          onClick={() => dialog.current?.close()}
        >
          {roomScreenCopy.close}
        </button>
      </dialog>
    </>
  )
}
