import { useId, type ReactNode } from 'react'
import { resultsCopy } from '../../content/assessment'
import { site } from '../../content/site'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import {
  cardName,
  expertiseOrDefault,
  scoreHeadline,
  tipText,
  watchOutText,
} from '../../domain/card/card-text'
import { rankedMotivations } from '../../domain/assessment/scoring'
import { formatLongDate } from '../../lib/format'
import { CardFact } from './card-fact'
import { PowerPills } from './power-pills'

interface ResultCardProps {
  result: AssessmentResult
  /** Whose card it says it is: the visitor's own unless told otherwise. */
  eyebrow?: string
  /** Leaves the watch-out out: someone else's card whose owner kept it private. */
  hideWatchOut?: boolean
  /** Under the card's name, where the visitor's pride is: what to do with it (share it). */
  action?: ReactNode
}

/** The cognitive fingerprint card; everything on it is plain text. */
export function ResultCard({
  result,
  eyebrow = resultsCopy.fingerprint,
  hideWatchOut = false,
  action,
}: ResultCardProps) {
  const topTwo = rankedMotivations(result.scores).slice(0, 2)
  // Unique per card: a duo page shows two.
  const nameId = useId()
  return (
    <article
      aria-labelledby={nameId}
      // Overlays such as the install how-to stand aside from it (see keep-clear).
      data-keep-clear
      className="relative overflow-hidden rounded-[1.75rem] bg-ink-950 p-7 text-white shadow-lift sm:p-9"
    >
      <div aria-hidden="true" className="hero-mesh absolute inset-0 opacity-90" />
      <div className="relative">
        <p className="text-xs font-bold tracking-[0.14em] text-sun-400 uppercase">{eyebrow}</p>
        <h2 id={nameId} className="mt-2 font-display text-3xl font-bold sm:text-4xl">
          {cardName(result.scores, result.powers)}
        </h2>
        {action && <div className="mt-5">{action}</div>}

        <dl className="mt-7 grid gap-6 sm:grid-cols-2">
          <CardFact label={resultsCopy.deepExpertise} valueClassName="mt-2 text-lg font-semibold break-words">
            {expertiseOrDefault(result.expertise)}
          </CardFact>
          <CardFact label={resultsCopy.superPowers} valueClassName="mt-2">
            <PowerPills powers={result.powers} tone="dark" />
          </CardFact>
          <CardFact label={resultsCopy.motivationDrivers} valueClassName="mt-3 space-y-3">
            {topTwo.map((key) => (
              <div key={key}>
                <div className="flex justify-between text-sm font-semibold">
                  <span>{scoreHeadline(key)}</span>
                  <span className="tabular-nums">{result.scores[key]}</span>
                </div>
                <div className="mt-1.5 h-2 rounded-pill bg-white/15">
                  <div className="h-2 rounded-pill bg-sun-500" style={{ width: `${result.scores[key]}%` }} />
                </div>
              </div>
            ))}
          </CardFact>
          {!hideWatchOut && (
            <CardFact label={resultsCopy.watchOuts} valueClassName="mt-2 text-lg font-semibold">
              {watchOutText(result.scores)}
            </CardFact>
          )}
        </dl>

        {/* The tip names the top fear, so it goes with the watch-out. */}
        {!hideWatchOut && (
          <p className="mt-7 rounded-2xl bg-white/10 p-4 text-[0.9375rem] leading-relaxed ring-1 ring-white/15">
            <span className="font-semibold text-sun-400">{resultsCopy.tipLabel}: </span>
            {tipText(result.scores, result.powers)}
          </p>
        )}

        <footer className="mt-7 flex flex-wrap justify-between gap-2 border-t border-white/15 pt-4 text-sm text-ink-300">
          <span>
            {resultsCopy.generatedBy} {site.name}
          </span>
          <time dateTime={new Date(result.createdAt).toISOString()}>{formatLongDate(result.createdAt)}</time>
        </footer>
      </div>
    </article>
  )
}
