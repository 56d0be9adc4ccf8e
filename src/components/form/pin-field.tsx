import { PIN_MAX_LENGTH } from '../../domain/workshop/workshop-pin'
import type { FieldFrame } from './field'
import { TextField } from './text-field'

interface PinFieldProps extends FieldFrame {
  name: string
  required?: boolean
}

/**
 * A facilitator's PIN: hidden as it is typed, offered the number pad, never filled in by the browser (the
 * tablet is passed round the room), and no longer than a PIN can be.
 */
export function PinField(props: PinFieldProps) {
  return (
    <TextField {...props} type="password" inputMode="numeric" autoComplete="off" maxLength={PIN_MAX_LENGTH} />
  )
}
