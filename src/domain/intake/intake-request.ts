// A received intake checked with the intake form's own rules (intake-fields.ts, intake-validation.ts), so the
// forms endpoint accepts exactly what the page lets a visitor send: every answer with its type, the choices
// the form offers, the required answers, a valid e-mail address and the fields' longest lengths.
import {
  AI_USE_LEVELS,
  BUDGETS,
  GAPS,
  INDUSTRIES,
  ORG_SIZES,
  TIMELINES,
  URGENCIES,
} from '../../content/intake-options'
import {
  intakeRecommendations,
  recommendedPackage,
  type IntakeRecommendation,
} from '../../content/intake-recommendations'
import { HONEYPOT_FIELDS } from '../forms/form-honeypot'
import { INTAKE_MAX_LENGTH, INTAKE_STEPS, type IntakeAnswers } from './intake-fields'
import { stepErrors } from './intake-validation'
import type { RequestFields } from '../forms/request-delivery'
import { isOption, shapeProblems, type FieldProblems, type FieldType } from '../forms/request-fields-shape'

/** The answers' names (IntakeAnswers) and the recommendation they led to, with the JSON type of each. */
const INTAKE_TYPES: Record<keyof IntakeAnswers | 'recommendation', FieldType> = {
  orgName: 'string',
  orgSize: 'number',
  industry: 'string',
  role: 'string',
  email: 'string',
  ...(Object.fromEntries(GAPS.map((gap) => [gap, 'boolean'])) as Record<(typeof GAPS)[number], 'boolean'>),
  currentAIUse: 'string',
  challenges: 'string',
  budget: 'string',
  timeline: 'string',
  urgency: 'string',
  additionalInfo: 'string',
  recommendation: 'string',
}

const CHOICES: Record<string, readonly unknown[]> = {
  orgSize: ORG_SIZES,
  industry: INDUSTRIES,
  currentAIUse: AI_USE_LEVELS,
  budget: BUDGETS,
  timeline: TIMELINES,
  urgency: URGENCIES,
  // The package's name, as the page sends it, or the outcome's, as a request queued before packages were shown.
  recommendation: (Object.keys(intakeRecommendations) as IntakeRecommendation[]).flatMap((outcome) => [
    recommendedPackage(outcome).name,
    intakeRecommendations[outcome].outcome,
  ]),
}

/** What is wrong with a received intake's fields; empty when the page would have sent them. */
export function intakeRequestProblems(fields: RequestFields): FieldProblems {
  const shape = shapeProblems(fields, INTAKE_TYPES, HONEYPOT_FIELDS)
  if (Object.keys(shape).length > 0) return shape
  const problems: FieldProblems = {}
  // An unanswered question ('' or orgSize 0) is the required rule's to report, not a wrong choice.
  for (const [name, choices] of Object.entries(CHOICES)) {
    const value = fields[name]
    if (value !== '' && value !== 0 && !isOption(choices, value)) problems[name] = 'not-an-option'
  }
  for (const [name, max] of Object.entries(INTAKE_MAX_LENGTH)) {
    if (String(fields[name]).length > max) problems[name] = 'too-long'
  }
  const answers = fields as unknown as IntakeAnswers
  for (const { field, problem } of INTAKE_STEPS.flatMap((step) => stepErrors(step, answers))) {
    problems[field] ??= problem === 'email' ? 'invalid' : 'required'
  }
  return problems
}
