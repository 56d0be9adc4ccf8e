import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js'
import { Bar } from 'react-chartjs-2'

// Only the pieces a horizontal bar chart needs (react-chartjs-2's Bar registers its controller itself).
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip)

const BAR = { maxThickness: 26, radius: 6, animationMs: 800 } as const
const FONT = { family: 'Inter Variable, sans-serif', size: 12, weight: 600 } as const

export interface BarItem {
  label: string
  value: number
}

interface PowerBarChartProps {
  items: readonly BarItem[]
  /** Names the values axis and the bars' data set. */
  axisTitle: string
  /** An rgb() triple. */
  color: string
  reducedMotion: boolean
  /** The text alternative read instead of the drawing. */
  summary: string
}

/** How many participants chose each super-power, as horizontal bars, most chosen on top. */
export function PowerBarChart({ items, axisTitle, color, reducedMotion, summary }: PowerBarChartProps) {
  return (
    <Bar
      role="img"
      aria-label={summary}
      data={{
        labels: items.map((item) => item.label),
        datasets: [
          {
            label: axisTitle,
            data: items.map((item) => item.value),
            backgroundColor: `rgb(${color})`,
            borderRadius: BAR.radius,
            maxBarThickness: BAR.maxThickness,
          },
        ],
      }}
      options={{
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: reducedMotion ? false : { duration: BAR.animationMs },
        plugins: { legend: { display: false } },
        scales: {
          x: {
            beginAtZero: true,
            ticks: { precision: 0, color: '#3d4669', font: FONT },
            title: { display: true, text: axisTitle, color: '#3d4669', font: FONT },
            grid: { color: '#dde1ee' },
          },
          y: { ticks: { color: '#252e4f', font: FONT }, grid: { display: false } },
        },
      }}
    />
  )
}
