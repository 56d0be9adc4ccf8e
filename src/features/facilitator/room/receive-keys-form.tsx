import { useId, useState } from 'react'
import { FormCard } from '../../../components/form/form-card'
import { TextField } from '../../../components/form/text-field'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomApiErrors } from '../../../content/room-errors'
import { roomScreenCopy } from '../../../content/facilitator/room'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { receiveKeys, type ReceiveRefusal } from './receive-keys'

function refusalText(refusal: ReceiveRefusal): string {
  return refusal.kind === 'transfer'
    ? roomScreenCopy.receiveErrors[refusal.reason]
    : roomApiErrors[refusal.error]
}

/** On the facilitator's other device: the one-time code that opens the sealed keys this address carried. */
export function ReceiveKeysForm({
  code,
  sealed,
  onReceived,
}: {
  code: string
  sealed: string
  onReceived: (room: FacilitatorRoom) => void
}) {
  const id = useId()
  const [error, setError] = useState<string | undefined>()
  const [opening, setOpening] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (opening) return
    setOpening(true)
    const received = await receiveKeys(
      code,
      sealed,
      String(new FormData(event.currentTarget).get('secret') ?? ''),
    )
    setOpening(false)
    if (received.ok) return onReceived(received.room)
    setError(refusalText(received.refusal))
  }

  return (
    <FormCard
      id={id}
      title={roomScreenCopy.receiveTitle}
      intro={roomScreenCopy.receiveIntro}
      onSubmit={(event) => void submit(event)}
      headingLevel={1}
      className="mx-auto max-w-xl"
    >
      <TextField
        id={`${id}-secret`}
        name="secret"
        label={roomScreenCopy.receiveLabel}
        placeholder="K7QMX-3HZ2P"
        autoComplete="one-time-code"
        maxLength={16}
        error={error}
        required
        className="mt-6"
      />
      <button
        type="submit"
        aria-disabled={opening || undefined}
        className={`${buttonClasses('primary', 'lg')} mt-6`}
      >
        {opening ? roomScreenCopy.receiving : roomScreenCopy.receiveSubmit}
      </button>
    </FormCard>
  )
}
