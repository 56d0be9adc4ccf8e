// The workshop intake form: its fields, their allowed values and its three steps.
// The allowed values and their labels live in content (intake-options.ts).
import type { AiUse, Budget, Industry, OrgSize, Timeline, Urgency } from '../../content/intake-options'

/** The form's answers; an empty string (or orgSize 0) is a question not answered yet. */
export interface IntakeAnswers {
  orgName: string
  orgSize: OrgSize | 0
  industry: Industry | ''
  role: string
  email: string
  knowledgeGap: boolean
  incentiveGap: boolean
  actionGap: boolean
  currentAIUse: AiUse | ''
  challenges: string
  budget: Budget | ''
  timeline: Timeline | ''
  urgency: Urgency | ''
  additionalInfo: string
}

export type IntakeField = keyof IntakeAnswers

export const INTAKE_STEPS = [1, 2, 3] as const
export type IntakeStep = (typeof INTAKE_STEPS)[number]

/** The fields each step asks, in the order they appear on the page. */
export const STEP_FIELDS: Record<IntakeStep, readonly IntakeField[]> = {
  1: ['orgName', 'orgSize', 'industry', 'role', 'email'],
  2: ['knowledgeGap', 'incentiveGap', 'actionGap', 'currentAIUse', 'challenges'],
  3: ['budget', 'timeline', 'urgency', 'additionalInfo'],
}

/** The fields a step cannot be left without; the gaps and additionalInfo are optional. */
export const REQUIRED_FIELDS: Record<IntakeStep, readonly IntakeField[]> = {
  1: ['orgName', 'orgSize', 'industry', 'role', 'email'],
  2: ['currentAIUse', 'challenges'],
  3: ['budget', 'timeline', 'urgency'],
}

/**
 * Longest accepted answer per free-text field, in characters (254 is the longest possible e-mail address): the
 * form's fields stop there, and the forms endpoint refuses longer ones.
 */
export const INTAKE_MAX_LENGTH = {
  orgName: 120,
  role: 120,
  email: 254,
  challenges: 5000,
  additionalInfo: 5000,
} as const satisfies Partial<Record<IntakeField, number>>

/** A form nobody has touched. */
export function emptyIntakeAnswers(): IntakeAnswers {
  return {
    orgName: '',
    orgSize: 0,
    industry: '',
    role: '',
    email: '',
    knowledgeGap: false,
    incentiveGap: false,
    actionGap: false,
    currentAIUse: '',
    challenges: '',
    budget: '',
    timeline: '',
    urgency: '',
    additionalInfo: '',
  }
}
