// Share links brought to the group view by hand (pasted) or by camera (a QR code): input from anywhere, so
// reading one never throws and names what is wrong with it in words the facilitator can act on.
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { cardCodeOfPath, decodeCardCode } from '../../../domain/card/card-code'
import { decodeSharedCard, type DecodeOutcome } from '../../../domain/card/share-link'
import { isUuid } from '../../../domain/encoding/uuid'

export const LINK_PROBLEMS = ['not-a-link', 'bad-id', 'no-card', 'damaged', 'newer-version'] as const
export type LinkProblem = (typeof LINK_PROBLEMS)[number]

export type ReadLink =
  { ok: true; result: AssessmentResult } | { ok: false; link: string; problem: LinkProblem }

// Only resolves links given as a bare path (/result/…); it is never requested.
const BASE = 'https://share-link.invalid'
const RESULT_PATH = /^\/result\/([^/]+)\/?$/
// A link copied without its scheme ("thinkfirst.example/result/…"), as some phones copy one.
const HOST_FIRST = /^[\w-]+(\.[\w-]+)+(:\d+)?\//
// Brackets and end-of-sentence punctuation that chat and mail put round a link; none can end a card.
const WRAPPING = /^[<("'“‘]+|[>)"'”’.,;:!?]+$/g

function problemOf(error: Extract<DecodeOutcome, { ok: false }>['error']): LinkProblem {
  if (error === 'empty') return 'no-card'
  return error === 'unsupported-version' ? 'newer-version' : 'damaged'
}

/** Reads one share link, `…/c/{code}` or `…/result/{uuid}#{card}` on any origin (or the path alone). */
export function readShareLink(text: string): ReadLink {
  const link = text.trim().replace(WRAPPING, '')
  const fail = (problem: LinkProblem): ReadLink => ({ ok: false, link, problem })
  let url: URL
  try {
    url = new URL(HOST_FIRST.test(link) ? `https://${link}` : link, BASE)
  } catch {
    return fail('not-a-link')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('not-a-link')
  const code = cardCodeOfPath(url.pathname)
  if (code !== null) {
    const carried = decodeCardCode(code)
    // The sharer's name and choices stay with the link: the group counts the card alone.
    return carried.ok ? { ok: true, result: carried.card } : fail(problemOf(carried.error))
  }
  const [, id] = RESULT_PATH.exec(url.pathname) ?? []
  if (id === undefined) return fail('not-a-link')
  if (!isUuid(id)) return fail('bad-id')
  const decoded = decodeSharedCard(url.hash)
  if (!decoded.ok) return fail(problemOf(decoded.error))
  // A uuid is made in lower case; an upper-cased copy is the same card and must not count twice.
  return { ok: true, result: { uuid: id.toLowerCase(), ...decoded.card } }
}

/** Whether a pasted word is meant as a link (rather than words round one). */
function looksLikeLink(word: string): boolean {
  return /^[<("'“‘]*(https?:|\/result\/|\/c\/|[\w-]+(\.[\w-]+)+(:\d+)?\/)/i.test(word)
}

/**
 * Reads every link in pasted text: links are separated by line breaks or spaces, and words round them (a
 * chat message's "here is my card:") are left out. An empty list means the text held no link at all.
 */
export function readShareLinks(text: string): ReadLink[] {
  return text.split(/\s+/).filter(looksLikeLink).map(readShareLink)
}
