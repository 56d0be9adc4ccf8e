// The intake as its form holds it: every field by name, as the text a browser submits (FormData). The form is
// the owner of the answers until they are sent; these two functions translate between it and IntakeAnswers.
import {
  AI_USE_LEVELS,
  BUDGETS,
  INDUSTRIES,
  ORG_SIZES,
  TIMELINES,
  URGENCIES,
} from '../../content/intake-options'
import type { Gap } from '../../content/intake-options'
import type { IntakeAnswers } from './intake-fields'

/** What a form gives for a name: FormData, or anything else with its `get`. */
export interface FormEntries {
  get(name: string): unknown
}

function oneOf<T extends string | number>(known: readonly T[], raw: string): T | undefined {
  return known.find((candidate) => String(candidate) === raw)
}

/** Reads the answers from the form's entries; an unknown option or a missing field counts as unanswered. */
export function answersFromForm(entries: FormEntries): IntakeAnswers {
  const text = (name: keyof IntakeAnswers) => {
    const value = entries.get(name)
    return typeof value === 'string' ? value : ''
  }
  const ticked = (name: Gap) => entries.get(name) !== null && entries.get(name) !== undefined
  return {
    orgName: text('orgName'),
    orgSize: oneOf(ORG_SIZES, text('orgSize')) ?? 0,
    industry: oneOf(INDUSTRIES, text('industry')) ?? '',
    role: text('role'),
    email: text('email'),
    knowledgeGap: ticked('knowledgeGap'),
    incentiveGap: ticked('incentiveGap'),
    actionGap: ticked('actionGap'),
    currentAIUse: oneOf(AI_USE_LEVELS, text('currentAIUse')) ?? '',
    challenges: text('challenges'),
    budget: oneOf(BUDGETS, text('budget')) ?? '',
    timeline: oneOf(TIMELINES, text('timeline')) ?? '',
    urgency: oneOf(URGENCIES, text('urgency')) ?? '',
    additionalInfo: text('additionalInfo'),
  }
}

/** The answers as the form's fields show them: text per field, true/false per checkbox, '' when unanswered. */
export function formValuesOf(answers: IntakeAnswers): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const [name, value] of Object.entries(answers)) {
    values[name] = typeof value === 'boolean' ? value : value === 0 ? '' : String(value)
  }
  return values
}
