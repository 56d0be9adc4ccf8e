import { Link } from '@tanstack/react-router'
import { ResultCard } from '../../components/result/result-card'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { receivedCardCopy } from '../../content/results'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { cardName } from '../../domain/card/card-text'
import { inviteComparison } from '../../db/device-data'
import { fill } from '../../lib/format'
import { useNothingUnfinished } from './use-nothing-unfinished'

/** A received card's words: whose it is only when its owner gave a first name. */
export function receivedWords(result: AssessmentResult) {
  const name = result.firstName
  const card = cardName(result.scores, result.powers)
  const named = (withName: string, without: string) =>
    fill(name ? withName : without, { name: name ?? '', card })
  return {
    heading: named(receivedCardCopy.headingNamed, receivedCardCopy.heading),
    summary: named(receivedCardCopy.summaryNamed, receivedCardCopy.summary),
    cardEyebrow: named(receivedCardCopy.cardEyebrowNamed, receivedCardCopy.cardEyebrow),
    inviteText: named(receivedCardCopy.inviteTextNamed, receivedCardCopy.inviteText),
    inviteAction: named(receivedCardCopy.inviteActionNamed, receivedCardCopy.inviteAction),
  }
}

/**
 * Someone else's card, led by the invitation to take MojoMe (in the first screen of a phone, where the
 * visitor decides), then the card in full. Accepting keeps this card in mind, so the visitor's own result
 * is shown beside it ("Compare with me").
 */
export function ReceivedCard({ result }: { result: AssessmentResult }) {
  const words = receivedWords(result)
  const freshStart = useNothingUnfinished()
  return (
    <>
      <section
        aria-labelledby="invite-title"
        className="grid justify-items-start gap-3 rounded-[1.5rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-8"
      >
        <p className="font-display text-lg font-bold text-iris-700">{words.summary}</p>
        <h2 id="invite-title" className="text-title font-bold text-ink-950">
          {receivedCardCopy.inviteTitle}
        </h2>
        <p className="text-ink-600">{words.inviteText}</p>
        <Link
          to="/mojo-me"
          search={freshStart ? { start: 'new' } : {}}
          className={`${buttonClasses('primary', 'lg')} mt-1`}
          onClick={() => inviteComparison(result.uuid, Date.now())}
        >
          {words.inviteAction}
          <Icon name="arrow-right" />
        </Link>
      </section>
      <ResultCard result={result} eyebrow={words.cardEyebrow} hideWatchOut={result.hideWatchOut} />
    </>
  )
}
