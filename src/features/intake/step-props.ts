import type { IntakeAnswers, IntakeField } from '../../domain/intake-fields'
import type { UpdateAnswer } from './use-intake-draft'

/** What every step of the form receives: the answers, a setter and the messages of fields in error. */
export interface StepProps {
  answers: IntakeAnswers
  update: UpdateAnswer
  errors: Partial<Record<IntakeField, string>>
}
