import { DEFAULT_PERSONA, powerPersonas } from '../../content/assessment/power-personas'
import { personas, type Persona } from '../../content/product/personas'
import type { AssessmentResult } from '../assessment/assessment-types'

/** The persona picture of the card's first power (content/assessment/power-personas.ts). */
export function personaFor(result: AssessmentResult): Persona {
  const name = powerPersonas[result.powers[0]?.id ?? ''] ?? DEFAULT_PERSONA
  return personas.find((persona) => persona.name === name) ?? (personas[0] as Persona)
}
