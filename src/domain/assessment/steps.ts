import { ASSESSMENT_STEPS, type AssessmentStep } from './assessment-types'

/** An unknown step value shows the title. */
export function normalizeStep(step: unknown): AssessmentStep {
  return ASSESSMENT_STEPS.find((known) => known === step) ?? 'title'
}
