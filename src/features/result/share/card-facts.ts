import type { Persona } from '../../../content/product/personas'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import {
  cardNameParts,
  expertiseOrDefault,
  scoreHeadline,
  tipText,
  watchOutText,
} from '../../../domain/card/card-text'
import { personaFor } from '../../../domain/card/card-persona'
import { rankedMotivations, topMotivations } from '../../../domain/assessment/scoring'
import { fill, formatLongDate } from '../../../lib/format'
import { shareImageCopy } from '../../../content/share'

/** Everything the exported image and PDF say about a card, worked out once from the result. */
export interface CardFacts {
  /** The card name's two parts ("The Curious", "Pattern-Spotter") and the whole of it. */
  lead: string
  noun: string
  name: string
  persona: Persona
  expertise: string
  powers: string[]
  /** What drives this thinker most: the top motivation's phrase, or the two that tie at the top. */
  topDriver: string
  /** The two strongest motivations as phrases, with their scores. */
  drivers: { label: string; value: number }[]
  /** The eyebrow: whose cognitive fingerprint this is. */
  eyebrow: string
  /** Empty when the visitor keeps their watch-out private; the tip names the top fear, so it goes too. */
  watchOut: string
  tip: string
  date: string
  /** The share link, and the address printed beside its QR code (the link's own host). */
  link: string
  address: string
}

/** What the visitor chose in the share dialog: a first name for the card, and whether to hide the watch-out. */
export interface ExportChoices {
  firstName: string
  hideWatchOut: boolean
}

export function cardFacts(result: AssessmentResult, link: string, choices: ExportChoices): CardFacts {
  const { lead, noun } = cardNameParts(result.scores, result.powers)
  const hidden = choices.hideWatchOut
  return {
    lead,
    noun,
    name: `${lead} ${noun}`,
    persona: personaFor(result),
    expertise: expertiseOrDefault(result.expertise),
    powers: result.powers.map((power) => power.name),
    topDriver: topMotivations(result.scores).slice(0, 2).map(scoreHeadline).join(' & '),
    drivers: rankedMotivations(result.scores)
      .slice(0, 2)
      .map((key) => ({ label: scoreHeadline(key), value: result.scores[key] })),
    eyebrow: choices.firstName
      ? fill(shareImageCopy.eyebrowNamed, { name: choices.firstName })
      : shareImageCopy.eyebrow,
    watchOut: hidden ? '' : watchOutText(result.scores),
    tip: hidden ? '' : tipText(result.scores, result.powers),
    date: formatLongDate(result.createdAt),
    link,
    address: new URL(link).host,
  }
}
