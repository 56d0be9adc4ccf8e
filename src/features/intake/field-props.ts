import { intakeFields } from '../../content/intake'
import type { IntakeField } from '../../domain/intake/intake-fields'
import { fieldId } from './field-ids'
import type { StepProps } from './step-props'

type FieldCopy = typeof intakeFields
/** The fields named by a label (text inputs and selects) and those named by a legend (radio groups). */
type Labelled = {
  [F in IntakeField & keyof FieldCopy]: FieldCopy[F] extends { label: string } ? F : never
}[IntakeField & keyof FieldCopy]
type WithLegend = {
  [F in IntakeField & keyof FieldCopy]: FieldCopy[F] extends { legend: string } ? F : never
}[IntakeField & keyof FieldCopy]

/** A labelled control's id, name, label, hint and error, all from its field's name. */
export function labelledProps(field: Labelled, errors: StepProps['errors']) {
  const copy: { label: string; hint?: string } = intakeFields[field]
  return { id: fieldId(field), name: field, label: copy.label, hint: copy.hint, error: errors[field] }
}

/** A radio group's id, name, legend and error, all from its field's name. */
export function legendProps(field: WithLegend, errors: StepProps['errors']) {
  return { id: fieldId(field), name: field, legend: intakeFields[field].legend, error: errors[field] }
}
