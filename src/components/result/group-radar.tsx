import { lazy, Suspense } from 'react'
import { scoreLabels, type ScoreKey } from '../../content/assessment/scores'
import { groupScoresCopy } from '../../content/workshop-group'
import type { Scores } from '../../domain/assessment-types'
import { fill } from '../../lib/format'

const RadarChart = lazy(() => import('./radar-chart').then((module) => ({ default: module.RadarChart })))

/** A group's average scores of one family as a radar, titled in type read from the back of a room. */
export function GroupRadar({
  title,
  keys,
  averages,
  color,
}: {
  title: string
  keys: readonly ScoreKey[]
  averages: Scores
  color: string
}) {
  const items = keys.map((key) => ({ subject: scoreLabels[key], value: averages[key] }))
  const summary = fill(groupScoresCopy.chartSummary, {
    title,
    values: items.map((item) => `${item.subject} ${item.value}`).join(', '),
  })
  return (
    <figure className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-2">
      <figcaption className="font-display text-[2.5vw] font-bold text-ink-950">{title}</figcaption>
      <div className="min-h-0 contain-size">
        <Suspense fallback={<div className="size-full animate-pulse rounded-full bg-ink-100" />}>
          <RadarChart title={title} items={items} color={color} reducedMotion summary={summary} />
        </Suspense>
      </div>
    </figure>
  )
}
