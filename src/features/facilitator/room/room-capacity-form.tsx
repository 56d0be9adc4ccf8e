import { useId } from 'react'
import { TextField } from '../../../components/form/text-field'
import { useSubmitAction } from '../../../components/form/use-submit-action'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomCapacityErrors, roomScreenCopy } from '../../../content/facilitator/room'
import { roomApiErrors } from '../../../content/room-errors'
import { capacityFromInput } from '../../../domain/room/room-messages'
import { ROOM_LIMITS, type Room } from '../../../domain/room/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { fill } from '../../../lib/format'
import { setRoomCapacity } from './facilitator-room-api'

interface RoomCapacityFormProps {
  facilitator: FacilitatorRoom
  room: Room
  setRoom: (room: Room) => void
}

/** On the presenter view: how many people the room takes, which the facilitator can change while it runs. */
export function RoomCapacityForm({ facilitator, room, setRoom }: RoomCapacityFormProps) {
  const id = useId()
  const [state, submit, setting] = useSubmitAction(async (_previous: { error?: string }, form: FormData) => {
    const capacity = capacityFromInput(form.get('capacity'))
    if (capacity === null)
      return { error: fill(roomCapacityErrors.invalid, { most: ROOM_LIMITS.capacity.most }) }
    const answer = await setRoomCapacity(room.code, facilitator.facilitatorKey, capacity)
    if (!answer.ok) return { error: roomApiErrors[answer.error] }
    setRoom(answer.value)
    return {}
  }, {})
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={roomScreenCopy.capacityLabel}
      className="grid grid-cols-[8rem_auto] items-start gap-x-3"
    >
      <TextField
        // Drawn afresh with the room's capacity whenever it changes, here or on another screen.
        key={room.capacity}
        id={`${id}-capacity`}
        name="capacity"
        label={roomScreenCopy.capacityLabel}
        defaultValue={String(room.capacity)}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        error={state.error}
        required
      />
      {/* Level with the field, below its label. */}
      <button
        type="submit"
        aria-disabled={setting || undefined}
        className={`${buttonClasses('secondary')} mt-8 justify-self-start aria-disabled:cursor-progress`}
      >
        {setting ? roomScreenCopy.capacitySetting : roomScreenCopy.capacitySet}
      </button>
    </form>
  )
}
