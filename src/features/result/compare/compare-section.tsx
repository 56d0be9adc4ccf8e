import { useEffect, useState } from 'react'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../../content/assessment/scores'
import { compareCopy } from '../../../content/compare'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { compareCards, theirNames } from '../../../domain/card/compare'
import { comparisonFor } from '../../../db/device-data'
import { fill } from '../../../lib/format'
import { MiniCard } from './compare-cards'
import { CompareRadar } from './compare-radar'
import { SendBack } from './send-back'

/**
 * "Compare with me": on a result made after its visitor accepted a shared card's invitation, both cards side
 * by side, both radars overlaid, and what they share and where they differ most. It is read from the device
 * (kept with the result), so it opens offline; nothing of it goes into the visitor's own share link.
 */
export function CompareSection({ result }: { result: AssessmentResult }) {
  const [theirs, setTheirs] = useState<AssessmentResult | null>(null)

  useEffect(() => {
    let current = true
    void comparisonFor(result).then((found) => {
      if (current) setTheirs(found.ok ? found.value : null)
    })
    return () => {
      current = false
    }
  }, [result])

  if (!theirs) return null
  const includeFears = !theirs.hideWatchOut
  const comparison = compareCards(result, theirs, { theirName: theirs.firstName, includeFears })
  const { them } = theirNames(theirs.firstName)
  const theirLabel = theirs.firstName
    ? fill(compareCopy.theirCard, { them: theirs.firstName })
    : compareCopy.theirCardAnon
  const radar = { mine: result, theirs, them, theirLabel, myLabel: compareCopy.yourCard }

  return (
    <section
      aria-labelledby="compare-title"
      className="mt-8 rounded-[1.75rem] bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-8"
    >
      <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">{compareCopy.eyebrow}</p>
      <h2 id="compare-title" className="mt-2 text-title font-bold text-ink-950">
        {fill(compareCopy.heading, { them })}
      </h2>
      <p className="mt-2 text-ink-600">{compareCopy.intro}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <MiniCard owner={compareCopy.yourCard} result={result} hideWatchOut={false} line="solid" />
        <MiniCard owner={theirLabel} result={theirs} hideWatchOut={!includeFears} line="dashed" />
      </div>
      <h3 className="mt-8 font-display text-lg font-bold text-ink-950">{compareCopy.sharedHeading}</h3>
      <ul className="mt-3 grid gap-2 text-lead text-ink-800">
        {comparison.sentences.map((sentence) => (
          <li key={sentence} className="rounded-2xl bg-ink-50 px-4 py-3">
            {sentence}
          </li>
        ))}
      </ul>
      {!includeFears && <p className="mt-3 text-sm text-ink-600">{compareCopy.watchOutHidden}</p>}
      <div className={`mt-8 grid gap-6 ${includeFears ? 'lg:grid-cols-2' : ''}`}>
        <CompareRadar title={compareCopy.motivationChart} keys={MOTIVATION_KEYS} {...radar} />
        {includeFears && <CompareRadar title={compareCopy.fearChart} keys={FEAR_KEYS} {...radar} />}
      </div>
      <SendBack mine={result} theirs={theirs} />
    </section>
  )
}
