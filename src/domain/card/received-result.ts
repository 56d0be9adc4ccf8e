/**
 * A share link names its card by the result's uuid, which anyone holding the link can reuse with another card.
 * So a card is told apart by what it carries, not by its id, and a received card that differs from the one a
 * device already holds under that id gets an id of its own, derived from the link: the same link always lands
 * on the same copy, so opening it again stores nothing new.
 */
import type { AssessmentResult } from '../assessment/assessment-types'
import { encodeSharedCard, type SharedCard } from './share-link'

/** Whether two results are the same card, as a share link would carry each (times to the second). */
export function isSameCard(a: AssessmentResult, b: AssessmentResult): boolean {
  return encodeSharedCard(a) === encodeSharedCard(b)
}

/** 32 bits of a string's FNV-1a hash, from a seed. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The id a received card is kept under when its link's id already holds another card on this device: a
 * well-formed version-4 uuid, always the same for the same id and card.
 */
export function receivedResultId(uuid: string, card: SharedCard): string {
  const source = `${uuid}#${encodeSharedCard(card)}`
  const hex = [1, 2, 3, 4].map((seed) => fnv1a(source, seed).toString(16).padStart(8, '0')).join('')
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
