/**
 * The duo link, /d/{first}.{second}: two card codes joined by a dot (never in base64url), so a duo opens on
 * any device and previews where it is pasted, as a card link does. Each half is read as strictly as a card
 * link; a damaged half makes the whole duo damaged, never half a page.
 */
import type { AssessmentResult } from '../assessment/assessment-types'
import {
  cleanSharerName,
  decodeCardCode,
  encodeCardCode,
  MAX_CARD_CODE_LENGTH,
  type CardCodeOptions,
} from './card-code'

export const DUO_PATH_PREFIX = '/d/'
const SEPARATOR = '.'

/** One card of a duo, with what its owner chose to show. */
export interface DuoMember {
  card: AssessmentResult
  sharer: string | null
  hideWatchOut: boolean
}

export type DuoOutcome = { ok: true; members: [DuoMember, DuoMember] } | { ok: false }

export interface DuoPart {
  result: AssessmentResult
  options: CardCodeOptions
}

/** The path that opens both cards: /d/{first}.{second}. */
export function duoPath(first: DuoPart, second: DuoPart): string {
  const codes = [first, second].map((part) => encodeCardCode(part.result, part.options))
  return `${DUO_PATH_PREFIX}${codes.join(SEPARATOR)}`
}

/** A part as the duo link carries it back: the card, and what its owner chose to show. */
export function duoMember({ result, options }: DuoPart): DuoMember {
  return {
    card: result,
    sharer: cleanSharerName(options.sharer ?? '') || null,
    hideWatchOut: options.hideWatchOut ?? false,
  }
}

/** The path of a duo's two members, as read from a duo link or made from two parts. */
export function duoMembersPath([first, second]: readonly [DuoMember, DuoMember]): string {
  const part = ({ card, sharer, hideWatchOut }: DuoMember): DuoPart => ({
    result: card,
    options: { sharer, hideWatchOut },
  })
  return duoPath(part(first), part(second))
}

/** Reads a duo code (the path segment after /d/); never throws. */
export function decodeDuo(code: string, now: number = Date.now()): DuoOutcome {
  if (code.length > 2 * MAX_CARD_CODE_LENGTH + 1) return { ok: false }
  const halves = code.split(SEPARATOR)
  if (halves.length !== 2) return { ok: false }
  const [first, second] = halves.map((half) => decodeCardCode(half, now))
  if (!first?.ok || !second?.ok) return { ok: false }
  const member = ({ card, sharer, hideWatchOut }: DuoMember): DuoMember => ({ card, sharer, hideWatchOut })
  return { ok: true, members: [member(first), member(second)] }
}
