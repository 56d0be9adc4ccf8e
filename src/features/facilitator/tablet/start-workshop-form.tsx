import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import { fillUntouched } from '../../../components/form/fill-untouched'
import { FormCard } from '../../../components/form/form-card'
import { PinField } from '../../../components/form/pin-field'
import { SubmitButton } from '../../../components/form/submit-button'
import { TextField } from '../../../components/form/text-field'
import { useSubmitAction } from '../../../components/form/use-submit-action'
import { ErrorAlert } from '../../../components/ui/error-alert'
import { storageFailureMessage } from '../../../content/storage-errors'
import {
  pinErrors,
  startWorkshopCopy,
  workshopNameErrors,
  workshopStorageErrors,
} from '../../../content/facilitator/tablet'
import { deviceTabletLabel, workshopModeId } from '../../../db/device-data'
import { HELD_SUBMIT } from '../../../start/held-input-marks'
import { cleanTabletLabel, TABLET_LABEL_MAX_LENGTH } from '../../../domain/workshop/tablet-label'
import { isValidPin } from '../../../domain/workshop/workshop-pin'
import { checkWorkshopName, WORKSHOP_NAME_MAX_LENGTH } from '../../../domain/workshop/workshop-settings'
import { handOverPin } from './pin-hand-over'
import { beginWorkshop, refreshWorkshopMode } from './workshop-mode'

type StartField = 'name' | 'tablet' | 'pin' | 'confirmPin'

interface StartState {
  errors: Partial<Record<StartField | 'storage', string>>
}

const FIELD_ORDER: readonly StartField[] = ['name', 'tablet', 'pin', 'confirmPin']

async function start(_previous: StartState, form: FormData): Promise<StartState> {
  const pin = String(form.get('pin') ?? '')
  // Sent before the app had read that this device runs a workshop: the PIN is its facilitator's.
  if (workshopModeId()) {
    handOverPin(pin, true)
    await refreshWorkshopMode()
    return { errors: {} }
  }
  const name = checkWorkshopName(form.get('name'))
  const errors: StartState['errors'] = {}
  if (!name.ok) errors.name = workshopNameErrors[name.problem]
  if (!isValidPin(pin)) errors.pin = pinErrors.invalid
  else if (pin !== form.get('confirmPin')) errors.confirmPin = pinErrors.mismatch
  if (!name.ok || Object.keys(errors).length > 0) return { errors }
  const tablet = cleanTabletLabel(form.get('tablet'), deviceTabletLabel())
  const started = await beginWorkshop(name.name, tablet, pin)
  if (started.ok) return { errors: {} }
  return { errors: { storage: storageFailureMessage(started.failure, workshopStorageErrors.start) } }
}

/** Names the workshop and sets the facilitator's PIN; the device is in workshop mode once it is stored. */
export function StartWorkshopForm() {
  const baseId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, submit, starting] = useSubmitAction(start, { errors: {} })

  // The device's label is known only in the browser; a label typed before the app ran stays.
  useEffect(() => {
    if (formRef.current) fillUntouched(formRef.current, { tablet: deviceTabletLabel() })
  }, [])

  // Replaced by the PIN form of the workshop this device turns out to run: a PIN typed (or sent before the
  // app ran) here goes with it.
  useLayoutEffect(() => {
    const form = formRef.current
    return () => {
      const pin = form?.elements.namedItem('pin')
      if (workshopModeId() && pin instanceof HTMLInputElement)
        handOverPin(pin.value, form?.hasAttribute(HELD_SUBMIT) ?? false)
    }
  }, [])

  useEffect(() => {
    const first = FIELD_ORDER.find((field) => state.errors[field])
    const invalid = first && formRef.current?.elements.namedItem(first)
    if (invalid instanceof HTMLElement) invalid.focus()
  }, [state])

  const idFor = (field: StartField) => `${baseId}-${field}`
  return (
    <FormCard
      id={baseId}
      formRef={formRef}
      title={startWorkshopCopy.title}
      intro={startWorkshopCopy.intro}
      onSubmit={submit}
    >
      <div className="mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2">
        <TextField
          id={idFor('name')}
          name="name"
          label={startWorkshopCopy.labels.name}
          placeholder={startWorkshopCopy.placeholders.name}
          maxLength={WORKSHOP_NAME_MAX_LENGTH}
          autoComplete="off"
          error={state.errors.name}
          required
          className="sm:col-span-2"
        />
        <TextField
          id={idFor('tablet')}
          name="tablet"
          label={startWorkshopCopy.labels.tablet}
          hint={startWorkshopCopy.hints.tablet}
          placeholder={startWorkshopCopy.placeholders.tablet}
          maxLength={TABLET_LABEL_MAX_LENGTH}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <PinField
          id={idFor('pin')}
          name="pin"
          label={startWorkshopCopy.labels.pin}
          hint={startWorkshopCopy.hints.pin}
          error={state.errors.pin}
          required
        />
        <PinField
          id={idFor('confirmPin')}
          name="confirmPin"
          label={startWorkshopCopy.labels.confirmPin}
          error={state.errors.confirmPin}
          required
        />
      </div>
      <ErrorAlert message={state.errors.storage} className="mt-6" />
      <SubmitButton busy={starting} className="mt-8">
        {starting ? startWorkshopCopy.starting : startWorkshopCopy.submit}
      </SubmitButton>
    </FormCard>
  )
}
