import { isEmailAddress } from '../forms/email-address'
import {
  INTAKE_STEPS,
  REQUIRED_FIELDS,
  type IntakeAnswers,
  type IntakeField,
  type IntakeStep,
} from './intake-fields'

export type FieldProblem = 'required' | 'email'

export interface FieldError {
  field: IntakeField
  problem: FieldProblem
}

function isFilled(answers: IntakeAnswers, field: IntakeField): boolean {
  const value = answers[field]
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return value > 0
  return true
}

/** What stops a step from being completed, in the order its fields appear; empty when it is complete. */
export function stepErrors(step: IntakeStep, answers: IntakeAnswers): FieldError[] {
  const errors: FieldError[] = REQUIRED_FIELDS[step]
    .filter((field) => !isFilled(answers, field))
    .map((field) => ({ field, problem: 'required' }))
  if (step === 1 && isFilled(answers, 'email') && !isEmailAddress(answers.email)) {
    errors.push({ field: 'email', problem: 'email' })
  }
  const order = REQUIRED_FIELDS[step]
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field))
}

/** The furthest step a visitor may stand on: the first one whose earlier steps are all complete. */
export function furthestReachableStep(answers: IntakeAnswers): IntakeStep {
  return INTAKE_STEPS.find((step) => step === 3 || stepErrors(step, answers).length > 0) ?? 3
}

/** The step to show for the one the address asks for: never past the first incomplete step. */
export function reachableStep(requested: IntakeStep, answers: IntakeAnswers): IntakeStep {
  return Math.min(requested, furthestReachableStep(answers)) as IntakeStep
}
