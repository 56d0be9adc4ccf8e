import { useId } from 'react'
import { scoreLabels, type ScoreKey } from '../../../content/assessment/scores'
import { groupScoresCopy } from '../../../content/facilitator/group'
import type { Scores } from '../../../domain/assessment/assessment-types'
import type { ScoreSpread } from '../../../domain/workshop/workshop-group'
import { fill } from '../../../lib/format'
import { ScoreTable } from './score-table'
import { LazyRadarChart } from '../../../components/result/lazy-radar-chart'

interface ScorePanelProps {
  copy: { title: string; caption: string }
  keys: readonly ScoreKey[]
  averages: Scores
  spreads: Record<ScoreKey, ScoreSpread>
  /** An rgb() triple, the personal card's colour for these scores. */
  color: string
}

/** One family of scores (motivation or kryptonite): the group's average radar, then its table. */
export function ScorePanel({ copy, keys, averages, spreads, color }: ScorePanelProps) {
  const id = useId()
  const items = keys.map((key) => ({ subject: scoreLabels[key], value: averages[key] }))
  const summary = fill(groupScoresCopy.chartSummary, {
    title: copy.title,
    values: items.map((item) => `${item.subject} ${item.value}`).join(', '),
  })
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-4 rounded-[1.5rem] bg-ink-50 p-4 sm:p-5 print:break-inside-avoid"
    >
      <h3 id={id} className="font-display text-lg font-bold text-ink-950">
        {copy.title}
      </h3>
      {/* Sized by its column, never the reverse: a canvas's width feeding back into an auto-sized column
          makes chart.js resize it for ever. */}
      <div className="mx-auto aspect-[4/3] w-full max-w-sm contain-inline-size">
        <LazyRadarChart title={copy.title} items={items} color={color} summary={summary} />
      </div>
      <ScoreTable caption={copy.caption} keys={keys} averages={averages} spreads={spreads} />
    </section>
  )
}
