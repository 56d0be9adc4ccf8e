import type { IntakeField } from '../../domain/intake-fields'
import { errorId } from './field-ids'

/** A field's inline error, shown under it and read with it. */
export function FieldError({ field, message }: { field: IntakeField; message?: string }) {
  if (!message) return null
  return (
    <p id={errorId(field)} className="mt-2 flex items-center gap-2 text-sm font-medium text-ember-700">
      <span
        aria-hidden="true"
        className="grid size-4 place-items-center rounded-full bg-ember-600 text-[0.625rem] font-bold text-white"
      >
        !
      </span>
      {message}
    </p>
  )
}
