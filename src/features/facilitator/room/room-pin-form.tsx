import { useState } from 'react'
import { PinField } from '../../../components/form/pin-field'
import { buttonClasses } from '../../../components/ui/button-styles'
import { pinErrors } from '../../../content/facilitator/tablet'
import { roomPinFailures } from '../../../db/pin-failures'
import { verifyPin, type PinHash } from '../../../domain/workshop/workshop-pin'
import { fill } from '../../../lib/format'
import { useSecondsUntil } from '../../../lib/use-seconds-until'

interface RoomPinFormProps {
  id: string
  pin: PinHash
  label: string
  submit: string
  onRight: () => void
}

/**
 * Asks for the room's PIN before a step that hands over or deletes the room. Wrong PINs in a row make the next
 * try wait longer, even across reloads, as on a workshop tablet.
 */
export function RoomPinForm({ id, pin, label, submit, onRight }: RoomPinFormProps) {
  const [error, setError] = useState<string | undefined>()
  const [retryAt, setRetryAt] = useState(() => roomPinFailures.nextAttemptAt())
  const [checking, setChecking] = useState(false)
  const waitSeconds = useSecondsUntil(retryAt)

  async function check(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (checking || roomPinFailures.nextAttemptAt() > Date.now()) return
    setChecking(true)
    const right = await verifyPin(String(new FormData(event.currentTarget).get('pin') ?? ''), pin)
    setChecking(false)
    if (right) {
      roomPinFailures.clear()
      return onRight()
    }
    setError(pinErrors.wrong)
    setRetryAt(roomPinFailures.recordWrong())
  }

  return (
    <form method="post" onSubmit={(event) => void check(event)} noValidate className="mt-6 grid gap-4">
      <PinField
        id={id}
        name="pin"
        label={label}
        error={waitSeconds > 0 ? fill(pinErrors.wait, { seconds: waitSeconds }) : error}
      />
      <button
        type="submit"
        disabled={waitSeconds > 0}
        aria-disabled={checking || undefined}
        className={buttonClasses('primary')}
      >
        {submit}
      </button>
    </form>
  )
}
