import { lazy, Suspense, type ComponentProps } from 'react'
import { usePrefersReducedMotion } from '../../lib/reduced-motion'

// chart.js loads only when a chart is on screen.
const RadarChart = lazy(() => import('./radar-chart').then((module) => ({ default: module.RadarChart })))

type LazyRadarChartProps = Omit<ComponentProps<typeof RadarChart>, 'reducedMotion'> & {
  /** Draws without motion even for a visitor who did not ask for less (a projector); otherwise as they asked. */
  still?: boolean
}

/** A radar chart that loads with its drawing library, pulsing in its box until then (the caller sizes it). */
export function LazyRadarChart({ still = false, ...props }: LazyRadarChartProps) {
  const reducedMotion = usePrefersReducedMotion()
  return (
    <Suspense fallback={<div className="size-full animate-pulse rounded-full bg-ink-100" />}>
      <RadarChart {...props} reducedMotion={still || reducedMotion} />
    </Suspense>
  )
}
