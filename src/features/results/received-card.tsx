import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ResultCard } from '../../components/result/result-card'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { receivedCardCopy } from '../../content/results'
import type { AssessmentResult } from '../../domain/assessment-types'
import { inviteComparison, loadAssessment } from '../../db/device-data'
import { fill } from '../../lib/format'

/** A received card's words: whose it is only when its owner gave a first name. */
export function receivedWords(result: AssessmentResult) {
  const name = result.firstName
  const named = (withName: string, without: string) => (name ? fill(withName, { name }) : without)
  return {
    heading: named(receivedCardCopy.headingNamed, receivedCardCopy.heading),
    intro: named(receivedCardCopy.introNamed, receivedCardCopy.intro),
    cardEyebrow: named(receivedCardCopy.cardEyebrowNamed, receivedCardCopy.cardEyebrow),
    inviteText: named(receivedCardCopy.inviteTextNamed, receivedCardCopy.inviteText),
  }
}

/**
 * Whether starting MojoMe afresh loses nothing: no assessment is under way on this device. Until that is
 * known it is not assumed, so the title offers to resume one rather than wiping it.
 */
function useNothingUnfinished(): boolean {
  const [nothingUnfinished, setNothingUnfinished] = useState(false)
  useEffect(() => {
    let current = true
    void loadAssessment().then((stored) => {
      const session = stored.ok ? stored.value?.session : undefined
      if (current) setNothingUnfinished(stored.ok && (!session || session.completed))
    })
    return () => {
      current = false
    }
  }, [])
  return nothingUnfinished
}

/**
 * Someone else's card, then at once the invitation to take MojoMe: accepting it keeps this card in mind, so
 * the visitor's own result is shown beside it ("Compare with me").
 */
export function ReceivedCard({ result }: { result: AssessmentResult }) {
  const words = receivedWords(result)
  const freshStart = useNothingUnfinished()
  return (
    <>
      <ResultCard result={result} eyebrow={words.cardEyebrow} hideWatchOut={result.hideWatchOut} />
      <section
        aria-labelledby="invite-title"
        className="grid justify-items-start gap-3 rounded-[1.5rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-8"
      >
        <h2 id="invite-title" className="text-title font-bold text-ink-950">
          {receivedCardCopy.inviteTitle}
        </h2>
        <p className="text-sm font-bold tracking-[0.14em] text-iris-700 uppercase">
          {receivedCardCopy.inviteNote}
        </p>
        <p className="text-lead text-ink-600">{words.inviteText}</p>
        <Link
          to="/mojo-me"
          search={freshStart ? { start: 'new' } : {}}
          className={`${buttonClasses('primary', 'lg')} mt-2`}
          onClick={() => inviteComparison(result.uuid, Date.now())}
        >
          {receivedCardCopy.inviteAction}
          <Icon name="arrow-right" />
        </Link>
      </section>
    </>
  )
}
