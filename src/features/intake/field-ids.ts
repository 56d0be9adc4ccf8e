import type { IntakeField } from '../../domain/intake-fields'

/** The id of a field's control (a radio group's first option), so an error can send focus there. */
export const fieldId = (field: IntakeField | 'gaps') => `intake-${field}`

/** The id of a field's error message, which the control points to with aria-describedby. */
export const errorId = (field: IntakeField) => `intake-${field}-error`

/** The id of a field's hint. */
export const hintId = (field: IntakeField) => `intake-${field}-hint`
