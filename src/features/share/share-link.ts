import { shareCopy, shareTargets } from '../../content/share'
import type { AssessmentResult } from '../../domain/assessment-types'
import { cardName } from '../../domain/card-text'
import { cardCodePath } from '../../domain/card-code'
import { fill } from '../../lib/format'

/**
 * The link that opens this card anywhere and shows it where it is pasted: /c/{code}, with the first name and
 * the watch-out choice of the share dialog. Only the card's own fields go in, never a card it is compared with.
 */
export function shareUrl(
  result: AssessmentResult,
  origin: string,
  choices: { firstName: string; hideWatchOut: boolean },
): string {
  return `${origin}${cardCodePath(result, { sharer: choices.firstName, hideWatchOut: choices.hideWatchOut })}`
}

export function linkedinUrl(url: string): string {
  return fill(shareTargets.linkedin, {
    url: encodeURIComponent(url),
    title: encodeURIComponent(shareCopy.emailSubject),
    text: encodeURIComponent(shareCopy.linkedinText),
  })
}

export function xUrl(url: string): string {
  return fill(shareTargets.x, { url: encodeURIComponent(url), text: encodeURIComponent(shareCopy.xText) })
}

export function mailtoUrl(email: string, result: AssessmentResult, url: string): string {
  const body = fill(shareCopy.emailBody, { name: cardName(result.scores, result.powers), link: url })
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(shareCopy.emailSubject)}&body=${encodeURIComponent(body)}`
}
