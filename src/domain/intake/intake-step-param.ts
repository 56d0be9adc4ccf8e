// The intake's step as its address records it: read by the route on every page, so it stays apart from the
// validation rules, which only the intake itself needs.
import { INTAKE_STEPS, type IntakeStep } from './intake-fields'

/** Reads the step from the address: 1, 2 or 3 (as a number or its text); anything else is step 1. */
export function parseIntakeStep(raw: unknown): IntakeStep {
  const number = typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : raw
  return INTAKE_STEPS.find((step) => step === number) ?? 1
}
