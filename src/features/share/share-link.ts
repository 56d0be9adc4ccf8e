import { shareCopy, shareTargets } from '../../content/share'
import type { AssessmentResult } from '../../domain/assessment-types'
import { cardName } from '../../domain/card-text'
import { shareLinkPath } from '../../domain/share-link'
import { fill } from '../../lib/format'

/** The link that opens this card anywhere: /result/{uuid} with the card in the fragment. */
export function shareUrl(result: AssessmentResult, origin: string): string {
  return `${origin}${shareLinkPath(result)}`
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
