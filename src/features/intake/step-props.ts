import type { IntakeField } from '../../domain/intake/intake-fields'

/** What every step of the form receives: the message of each field in error. Its fields hold their own values. */
export interface StepProps {
  errors: Partial<Record<IntakeField, string>>
}
