import { Filler, Chart as ChartJS, LineElement, PointElement, RadialLinearScale, Tooltip } from 'chart.js'
import { Radar } from 'react-chartjs-2'

// Only the pieces a radar chart needs, so the chart chunk stays small.
ChartJS.register(RadialLinearScale, PointElement, LineElement, Filler, Tooltip)

/** SPEC.md section 9: axis 0-100 with 4 ticks, fill opacity 0.2, stroke 2, animation 1500 ms. */
const RADAR = { max: 100, tickStep: 25, fillOpacity: 0.2, strokeWidth: 2, animationMs: 1500 } as const

export interface RadarItem {
  subject: string
  value: number
}

interface RadarChartProps {
  title: string
  items: readonly RadarItem[]
  /** An rgb() triple such as "99 85 245". */
  color: string
  reducedMotion: boolean
  /** The text alternative read instead of the drawing. */
  summary: string
}

export function RadarChart({ title, items, color, reducedMotion, summary }: RadarChartProps) {
  return (
    <Radar
      role="img"
      aria-label={summary}
      data={{
        labels: items.map((item) => item.subject),
        datasets: [
          {
            label: title,
            data: items.map((item) => item.value),
            backgroundColor: `rgb(${color} / ${RADAR.fillOpacity})`,
            borderColor: `rgb(${color})`,
            borderWidth: RADAR.strokeWidth,
            pointBackgroundColor: `rgb(${color})`,
          },
        ],
      }}
      options={{
        animation: reducedMotion ? false : { duration: RADAR.animationMs },
        maintainAspectRatio: true,
        layout: { padding: 4 },
        plugins: { legend: { display: false } },
        scales: {
          r: {
            min: 0,
            max: RADAR.max,
            ticks: { stepSize: RADAR.tickStep, display: false },
            pointLabels: {
              font: { size: 12, family: 'Inter Variable, sans-serif', weight: 600 },
              color: '#3d4669',
            },
            grid: { color: '#dde1ee' },
            angleLines: { color: '#dde1ee' },
          },
        },
      }}
    />
  )
}
