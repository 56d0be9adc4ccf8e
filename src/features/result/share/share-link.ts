import { shareCopy, shareTargets } from '../../../content/share'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { cardName } from '../../../domain/card/card-text'
import { cardCodePath, type CardCodeOptions } from '../../../domain/card/card-code'
import { fill } from '../../../lib/format'

/**
 * The link that opens this card anywhere and shows it as the link's preview where it is pasted: /c/{code},
 * the card in the path, with the sharer's first name and watch-out choice if given.
 */
export function shareUrl(result: AssessmentResult, origin: string, options: CardCodeOptions = {}): string {
  return `${origin}${cardCodePath(result, options)}`
}

/** The words that go with the link: the card's name, and an invitation to compare, e.g. "I’m The … — …". */
export function shareWords(result: AssessmentResult): { text: string; subject: string } {
  const name = cardName(result.scores, result.powers)
  return { text: fill(shareCopy.inviteText, { name }), subject: fill(shareCopy.emailSubject, { name }) }
}

export function linkedinUrl(url: string, result: AssessmentResult): string {
  const words = shareWords(result)
  return fill(shareTargets.linkedin, {
    url: encodeURIComponent(url),
    title: encodeURIComponent(words.subject),
    text: encodeURIComponent(words.text),
  })
}

export function xUrl(url: string, result: AssessmentResult): string {
  const { text } = shareWords(result)
  return fill(shareTargets.x, { url: encodeURIComponent(url), text: encodeURIComponent(text) })
}

export function mailtoUrl(email: string, result: AssessmentResult, url: string): string {
  const body = fill(shareCopy.emailBody, { name: cardName(result.scores, result.powers), link: url })
  const { subject } = shareWords(result)
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
