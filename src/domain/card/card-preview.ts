/**
 * What a card link's preview says, worked out from the card alone, so the edge (which draws it) and the tests
 * agree: the title and description of /c/{code}, the picture's alt text, and the facts the picture shows.
 * The watch-out is left out everywhere when the sharer hid it.
 */
import { cardPreviewCopy } from '../../content/card-preview'
import { scorePhrases } from '../../content/assessment/scores'
import type { AssessmentResult } from '../assessment/assessment-types'
import { cardNameParts, expertiseOrDefault, scoreHeadline, watchOutText } from './card-text'
import { rankedMotivations } from '../assessment/scoring'

export interface CardPreview {
  title: string
  description: string
  imageAlt: string
  eyebrow: string
  lead: string
  noun: string
  expertise: string
  powers: string[]
  /** The two strongest motivations, as headlines, with their scores. */
  drivers: { label: string; value: number }[]
  /** Null when the sharer hid it. */
  watchOut: string | null
}

/** Fills `{key}` slots in one pass, so a name or expertise holding `{powers}` stays literal. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')}${cardPreviewCopy.and}${items.at(-1)}`
}

export function cardPreview(
  card: AssessmentResult,
  { sharer, hideWatchOut }: { sharer: string | null; hideWatchOut: boolean },
): CardPreview {
  const { lead, noun } = cardNameParts(card.scores, card.powers)
  const name = `${lead} ${noun}`
  const ranked = rankedMotivations(card.scores).slice(0, 2)
  const powers = card.powers.map((power) => power.name)
  const expertise = expertiseOrDefault(card.expertise)
  const watchOut = hideWatchOut ? null : watchOutText(card.scores)
  const description =
    fill(cardPreviewCopy.description, {
      name,
      drivers: listed(ranked.map((key) => scorePhrases[key])),
      powers: listed(powers),
    }) + (watchOut ? fill(cardPreviewCopy.watchOut, { watchOut }) : '')
  return {
    title: sharer
      ? fill(cardPreviewCopy.sharedTitle, { sharer, name })
      : fill(cardPreviewCopy.title, { name }),
    description,
    imageAlt: fill(cardPreviewCopy.imageAlt, { name, expertise, powers: listed(powers) }),
    eyebrow: sharer ? fill(cardPreviewCopy.sharedEyebrow, { sharer }) : cardPreviewCopy.eyebrow,
    lead,
    noun,
    expertise,
    powers,
    drivers: ranked.map((key) => ({ label: scoreHeadline(key), value: card.scores[key] })),
    watchOut,
  }
}
