import type { IntakeField } from '../../domain/intake/intake-fields'

/** The id of a field's control (a radio group's first option); its hint and error ids derive from it. */
export const fieldId = (field: IntakeField | 'gaps') => `intake-${field}`
