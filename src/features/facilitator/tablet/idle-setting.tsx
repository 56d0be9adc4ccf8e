import { useId, useState, type FormEvent } from 'react'
import { SelectField } from '../../../components/form/select-field'
import { storageFailureMessage } from '../../../content/storage-errors'
import { idleSettingCopy, workshopStorageErrors } from '../../../content/facilitator/tablet'
import { IDLE_CLEAR_MAX_MINUTES, IDLE_CLEAR_MIN_MINUTES } from '../../../domain/workshop/workshop-settings'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { fill } from '../../../lib/format'
import { setIdleMinutes } from './workshop-mode'

const minuteOptions = Array.from(
  { length: IDLE_CLEAR_MAX_MINUTES - IDLE_CLEAR_MIN_MINUTES + 1 },
  (_, index) => {
    const count = IDLE_CLEAR_MIN_MINUTES + index
    return {
      value: String(count),
      label: count === 1 ? idleSettingCopy.minutes.one : fill(idleSettingCopy.minutes.other, { count }),
    }
  },
)

/** The facilitator's choice of how long an attendee's result may sit untouched; saved as soon as it changes. */
export function IdleSetting({ workshop }: { workshop: Workshop }) {
  const id = useId()
  const [message, setMessage] = useState('')
  // The select is uncontrolled; its change bubbles to the form, which saves it at once.
  const save = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target
    if (!(field instanceof HTMLSelectElement)) return
    setMessage('')
    void setIdleMinutes(workshop, Number(field.value)).then((saved) =>
      setMessage(
        saved.ok ? idleSettingCopy.saved : storageFailureMessage(saved.failure, workshopStorageErrors.save),
      ),
    )
  }
  return (
    <form method="post" onChange={save} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        id={id}
        name="idleMinutes"
        label={idleSettingCopy.label}
        hint={idleSettingCopy.hint}
        options={minuteOptions}
        defaultValue={String(workshop.idleMinutes)}
      />
      <p role="status" className="mt-2 min-h-6 text-sm text-ink-600">
        {message}
      </p>
    </form>
  )
}
