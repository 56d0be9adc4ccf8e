import { DEFAULT_PERSONA, powerPersonas } from '../../content/assessment/power-personas'
import { personas, type Persona } from '../../content/toolkit-personas'
import type { MotivationKey } from '../../content/assessment/scores'
import type { AssessmentResult } from '../../domain/assessment-types'
import {
  cardNameParts,
  expertiseOrDefault,
  scoreHeadline,
  tipText,
  watchOutText,
} from '../../domain/card-text'
import { rankedMotivations, topMotivation } from '../../domain/scoring'
import { formatLongDate } from '../../lib/format'

/** Everything the exported image and PDF say about a card, worked out once from the result. */
export interface CardFacts {
  /** The card name's two parts ("The Curious", "Pattern-Spotter") and the whole of it. */
  lead: string
  noun: string
  name: string
  persona: Persona
  /** The top motivation, which picks the colour theme. */
  motivation: MotivationKey
  expertise: string
  powers: string[]
  /** The two strongest motivations as phrases, with their scores. */
  drivers: { label: string; value: number }[]
  watchOut: string
  tip: string
  date: string
  /** The share link, and the address printed beside its QR code (the link's own host). */
  link: string
  address: string
}

/** The persona picture of the card's first power (content/assessment/power-personas.ts). */
export function personaFor(result: AssessmentResult): Persona {
  const name = powerPersonas[result.powers[0]?.id ?? ''] ?? DEFAULT_PERSONA
  return personas.find((persona) => persona.name === name) ?? (personas[0] as Persona)
}

export function cardFacts(result: AssessmentResult, link: string): CardFacts {
  const { lead, noun } = cardNameParts(result.scores, result.powers)
  return {
    lead,
    noun,
    name: `${lead} ${noun}`,
    persona: personaFor(result),
    motivation: topMotivation(result.scores),
    expertise: expertiseOrDefault(result.expertise),
    powers: result.powers.map((power) => power.name),
    drivers: rankedMotivations(result.scores)
      .slice(0, 2)
      .map((key) => ({ label: scoreHeadline(key), value: result.scores[key] })),
    watchOut: watchOutText(result.scores),
    tip: tipText(result.scores, result.powers),
    date: formatLongDate(result.createdAt),
    link,
    address: new URL(link).host,
  }
}
