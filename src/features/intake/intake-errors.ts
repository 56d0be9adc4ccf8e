import { intakeFields } from '../../content/intake'
import type { IntakeField } from '../../domain/intake/intake-fields'
import type { FieldError } from '../../domain/intake/intake-validation'

/** Turns a step's problems into the message each field shows. */
export function errorMessages(errors: readonly FieldError[]): Partial<Record<IntakeField, string>> {
  const messages: Partial<Record<IntakeField, string>> = {}
  for (const { field, problem } of errors) {
    const copy = intakeFields[field as keyof typeof intakeFields] as { required?: string; invalid?: string }
    messages[field] = (problem === 'email' ? copy.invalid : copy.required) ?? ''
  }
  return messages
}
