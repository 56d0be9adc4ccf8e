import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { FormCard } from '../../../components/form/form-card'
import { PinField } from '../../../components/form/pin-field'
import { SubmitButton } from '../../../components/form/submit-button'
import { TextField } from '../../../components/form/text-field'
import { useSubmitAction } from '../../../components/form/use-submit-action'
import { ErrorAlert } from '../../../components/ui/error-alert'
import {
  OPEN_ROOM_ANCHOR,
  openRoomCopy,
  roomCapacityErrors,
  roomNameErrors,
} from '../../../content/facilitator/room'
import { roomApiErrors } from '../../../content/room-errors'
import { pinErrors } from '../../../content/facilitator/tablet'
import { listFacilitatorRooms, saveFacilitatorRoom } from '../../../db/device-data'
import { generateRoomKeys } from '../../../domain/room/room-crypto'
import { ROOM_LIMITS } from '../../../domain/room/room-protocol'
import { capacityFromInput, normaliseRoomName } from '../../../domain/room/room-messages'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { hashPin, isValidPin } from '../../../domain/workshop/workshop-pin'
import { fill } from '../../../lib/format'
import { createRoom } from './facilitator-room-api'

interface OpenState {
  errors: Partial<Record<'name' | 'capacity' | 'pin' | 'service', string>>
  code?: string
}

const MOST = { most: ROOM_LIMITS.capacity.most }

async function open(_previous: OpenState, form: FormData): Promise<OpenState> {
  const name = normaliseRoomName(form.get('name'))
  const capacity = capacityFromInput(form.get('capacity'))
  const pin = String(form.get('pin') ?? '')
  const errors: OpenState['errors'] = {}
  if (!name) errors.name = roomNameErrors.invalid
  if (capacity === null) errors.capacity = fill(roomCapacityErrors.invalid, MOST)
  if (pin !== '' && !isValidPin(pin)) errors.pin = pinErrors.invalid
  if (!name || capacity === null || Object.keys(errors).length > 0) return { errors }
  const keys = await generateRoomKeys()
  const created = await createRoom(name, keys.publicKey, capacity)
  if (!created.ok) return { errors: { service: roomApiErrors[created.error] } }
  const room: FacilitatorRoom = {
    code: created.value.code,
    name: created.value.room.name,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    facilitatorKey: created.value.facilitatorKey,
    createdAt: Date.now(),
  }
  if (pin !== '') room.pin = await hashPin(pin)
  const saved = await saveFacilitatorRoom(room)
  if (!saved.ok) return { errors: { service: roomApiErrors.storage } }
  return { errors: {}, code: room.code }
}

/** On /workshop: opens a live room (online), keeps its keys on this device and goes to its screen. */
export function OpenRoomForm() {
  // A fixed id: the page's hero links to this form's heading.
  const id = OPEN_ROOM_ANCHOR
  const navigate = useNavigate()
  const [state, submit, opening] = useSubmitAction(open, { errors: {} })
  const [rooms, setRooms] = useState<FacilitatorRoom[]>([])

  useEffect(() => {
    void listFacilitatorRooms().then((listed) => listed.ok && setRooms(listed.value))
  }, [])
  useEffect(() => {
    if (state.code) void navigate({ to: '/room/$code', params: { code: state.code } })
  }, [state.code, navigate])

  return (
    <FormCard id={id} title={openRoomCopy.title} intro={openRoomCopy.intro} onSubmit={submit}>
      <div className="mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          name="name"
          label={openRoomCopy.labels.name}
          placeholder={openRoomCopy.placeholders.name}
          maxLength={ROOM_LIMITS.nameMax}
          autoComplete="off"
          error={state.errors.name}
          required
          className="sm:col-span-2"
        />
        <TextField
          id={`${id}-capacity`}
          name="capacity"
          label={openRoomCopy.labels.capacity}
          hint={fill(openRoomCopy.hints.capacity, MOST)}
          defaultValue={String(ROOM_LIMITS.capacity.default)}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          error={state.errors.capacity}
          required
        />
        <PinField
          id={`${id}-pin`}
          name="pin"
          label={openRoomCopy.labels.pin}
          hint={openRoomCopy.hints.pin}
          error={state.errors.pin}
        />
      </div>
      <ErrorAlert message={state.errors.service} className="mt-6" />
      <SubmitButton busy={opening} className="mt-8">
        {opening ? openRoomCopy.opening : openRoomCopy.submit}
      </SubmitButton>
      {rooms.length > 0 && (
        <nav aria-label={openRoomCopy.yourRooms} className="mt-8">
          <h3 className="font-display text-lg font-bold text-ink-950">{openRoomCopy.yourRooms}</h3>
          <ul className="mt-2 grid gap-2">
            {rooms.map((room) => (
              <li key={room.code}>
                <Link
                  to="/room/$code"
                  params={{ code: room.code }}
                  className="font-semibold text-iris-700 underline underline-offset-2"
                >
                  {fill(openRoomCopy.openScreen, { name: room.name, code: room.code })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </FormCard>
  )
}
