import { CardFact } from '../../../components/result/card-fact'
import { PowerPills } from '../../../components/result/power-pills'
import { resultsCopy } from '../../../content/assessment'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { cardName, scoreHeadline, watchOutText } from '../../../domain/card/card-text'
import { topMotivations } from '../../../domain/assessment/scoring'

interface MiniCardProps {
  owner: string
  result: AssessmentResult
  hideWatchOut: boolean
  /** Which line the card's colour key is: solid for the visitor, dashed for the other card. */
  line: 'solid' | 'dashed'
}

/** One of the two cards side by side: whose it is, its name, powers, top drivers and (if shown) watch-out. */
export function MiniCard({ owner, result, hideWatchOut, line }: MiniCardProps) {
  return (
    <article
      aria-label={`${owner}: ${cardName(result.scores, result.powers)}`}
      className="relative overflow-hidden rounded-[1.5rem] bg-ink-950 p-5 text-white shadow-card sm:p-6"
    >
      <div aria-hidden="true" className="hero-mesh absolute inset-0 opacity-80" />
      <div className="relative">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.14em] text-sun-400 uppercase">
          <span
            aria-hidden="true"
            className={`w-6 border-t-[3px] ${line === 'solid' ? 'border-solid border-iris-300' : 'border-dashed border-sun-400'}`}
          />
          {owner}
        </p>
        <h3 className="mt-2 font-display text-xl font-bold sm:text-2xl">
          {cardName(result.scores, result.powers)}
        </h3>
        <dl className="mt-4 grid gap-3 text-sm">
          <CardFact label={resultsCopy.superPowers} valueClassName="mt-1.5">
            <PowerPills powers={result.powers} tone="dark" />
          </CardFact>
          <CardFact label={resultsCopy.motivationDrivers} valueClassName="mt-1 font-semibold">
            {topMotivations(result.scores).map(scoreHeadline).join(' · ')}
          </CardFact>
          {!hideWatchOut && (
            <CardFact label={resultsCopy.watchOuts} valueClassName="mt-1 font-semibold">
              {watchOutText(result.scores)}
            </CardFact>
          )}
        </dl>
      </div>
    </article>
  )
}
