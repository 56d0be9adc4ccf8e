import { scoreLabels, type ScoreKey } from '../../../content/assessment/scores'
import { compareCopy } from '../../../content/compare'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { fill } from '../../../lib/format'
import { LazyRadarChart } from '../../../components/result/lazy-radar-chart'

/** The visitor's line (solid iris) and the other card's (dashed amber), as rgb() triples. */
export const COMPARE_COLORS = { mine: '99 85 245', theirs: '194 116 6' } as const

interface CompareRadarProps {
  title: string
  keys: readonly ScoreKey[]
  mine: AssessmentResult
  theirs: AssessmentResult
  /** Who the other card is, in the legend and the text alternative. */
  them: string
  theirLabel: string
  myLabel: string
}

/** Both cards' scores on one radar, labelled, with the values read out for a screen reader. */
export function CompareRadar({ title, keys, mine, theirs, them, theirLabel, myLabel }: CompareRadarProps) {
  const summary = fill(compareCopy.chartSummary, {
    title,
    values: keys
      .map((key) =>
        fill(compareCopy.chartValues, {
          label: scoreLabels[key],
          mine: mine.scores[key],
          theirs: theirs.scores[key],
          them,
        }),
      )
      .join('; '),
  })
  return (
    <figure className="rounded-[1.5rem] bg-white p-5 shadow-card ring-1 ring-ink-200">
      <figcaption className="font-display text-lg font-bold text-ink-950">{title}</figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-ink-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="w-6 border-t-[3px] border-solid border-iris-500" />
          {myLabel}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="w-6 border-t-[3px] border-dashed border-[rgb(194_116_6)]" />
          {theirLabel}
        </li>
      </ul>
      <div className="mx-auto mt-2 aspect-[4/3] w-full max-w-md contain-inline-size">
        <LazyRadarChart
          title={myLabel}
          items={keys.map((key) => ({ subject: scoreLabels[key], value: mine.scores[key] }))}
          color={COMPARE_COLORS.mine}
          overlay={{
            label: theirLabel,
            values: keys.map((key) => theirs.scores[key]),
            color: COMPARE_COLORS.theirs,
          }}
          summary={summary}
        />
      </div>
    </figure>
  )
}
