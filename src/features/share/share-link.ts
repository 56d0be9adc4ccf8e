import { shareCopy, shareTargets } from '../../content/share'
import type { AssessmentResult } from '../../domain/assessment-types'
import { cardName } from '../../domain/card-text'
import { cardCodePath, type CardCodeOptions } from '../../domain/card-code'
import { fill } from '../../lib/format'

/**
 * The link that opens this card anywhere and shows it as the link's preview where it is pasted: /c/{code},
 * the card in the path, with the sharer's first name and watch-out choice if given.
 */
export function shareUrl(result: AssessmentResult, origin: string, options: CardCodeOptions = {}): string {
  return `${origin}${cardCodePath(result, options)}`
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
