import type { ComponentProps } from 'react'
import { usePrefersReducedMotion } from '../../lib/reduced-motion'
import { retryingLazy } from '../ui/retrying-lazy'
import type { RadarChart as RadarChartComponent } from './radar-chart'

// chart.js loads only when a chart is on screen, pulsing in its box until then (offline too, until it can).
const RadarChart = retryingLazy(() => import('./radar-chart').then((module) => module.RadarChart), {
  fallback: <div className="size-full animate-pulse rounded-full bg-ink-100" />,
  quiet: true,
})

type LazyRadarChartProps = Omit<ComponentProps<typeof RadarChartComponent>, 'reducedMotion'> & {
  /** Draws without motion even for a visitor who did not ask for less (a projector); otherwise as they asked. */
  still?: boolean
}

/** A radar chart that loads with its drawing library (the caller sizes its box). */
export function LazyRadarChart({ still = false, ...props }: LazyRadarChartProps) {
  const reducedMotion = usePrefersReducedMotion()
  return <RadarChart {...props} reducedMotion={still || reducedMotion} />
}
