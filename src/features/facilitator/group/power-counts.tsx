import { lazy, Suspense, useId } from 'react'
import { groupPowersCopy } from '../../../content/facilitator/group'
import type { PowerCount } from '../../../domain/workshop/workshop-group'
import { fill } from '../../../lib/format'
import { usePrefersReducedMotion } from '../../../lib/reduced-motion'
import { CHART_COLORS } from '../../../components/result/chart-colors'
import { countText } from './count-text'

const PowerBarChart = lazy(() =>
  import('./power-bar-chart').then((module) => ({ default: module.PowerBarChart })),
)

/** Rem of chart height per bar, plus room for the axis under them. */
const CHART_REM = { perBar: 2.25, axis: 3.5 } as const

/** The super-powers the group chose: a bar chart, and the same counts as a list. */
export function PowerCounts({ counts }: { counts: readonly PowerCount[] }) {
  const id = useId()
  const reducedMotion = usePrefersReducedMotion()
  const items = counts.map((power) => ({ label: power.name, value: power.count }))
  const summary = fill(groupPowersCopy.chartSummary, {
    values: items.map((item) => `${item.label} ${item.value}`).join(', '),
  })
  return (
    <section aria-labelledby={id} className="rounded-[1.5rem] bg-ink-50 p-4 sm:p-5 print:break-inside-avoid">
      <h3 id={id} className="font-display text-lg font-bold text-ink-950">
        {groupPowersCopy.title}
      </h3>
      {counts.length === 0 ? (
        <p className="mt-2 text-ink-600">{groupPowersCopy.none}</p>
      ) : (
        <>
          <div
            // Sized by its column, never the reverse (see ScorePanel).
            className="mt-3 contain-inline-size"
            style={{ height: `${counts.length * CHART_REM.perBar + CHART_REM.axis}rem` }}
          >
            <Suspense fallback={<div className="size-full animate-pulse rounded-xl bg-ink-100" />}>
              <PowerBarChart
                items={items}
                axisTitle={groupPowersCopy.axis}
                color={CHART_COLORS.powers}
                reducedMotion={reducedMotion}
                summary={summary}
              />
            </Suspense>
          </div>
          <ol className="mt-4 gap-x-6 text-sm sm:columns-2">
            {counts.map((power) => (
              <li
                key={power.id}
                className="flex justify-between gap-3 border-b border-ink-200 py-1.5 break-inside-avoid"
              >
                <span className="font-semibold text-ink-950">{power.name}</span>
                <span className="text-ink-600 tabular-nums">
                  {countText(groupPowersCopy.count, power.count)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
