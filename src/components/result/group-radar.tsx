import { FEAR_KEYS, MOTIVATION_KEYS, scoreLabels, type ScoreKey } from '../../content/assessment/scores'
import { groupScoresCopy } from '../../content/workshop-group'
import type { Scores } from '../../domain/assessment-types'
import { fill } from '../../lib/format'
import { CHART_COLORS } from './chart-colors'
import { LazyRadarChart } from './lazy-radar-chart'

/** A group's average scores of one family as a radar, titled in type read from the back of a room. */
function GroupRadar({
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
        <LazyRadarChart title={title} items={items} color={color} summary={summary} still />
      </div>
    </figure>
  )
}

/** The group's two average radars, motivations then fears, as the room screens show them side by side. */
export function GroupRadars({ averages }: { averages: Scores }) {
  return (
    <>
      <GroupRadar
        title={groupScoresCopy.motivation.title}
        keys={MOTIVATION_KEYS}
        averages={averages}
        color={CHART_COLORS.motivation}
      />
      <GroupRadar
        title={groupScoresCopy.fear.title}
        keys={FEAR_KEYS}
        averages={averages}
        color={CHART_COLORS.fear}
      />
    </>
  )
}
