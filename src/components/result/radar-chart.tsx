import {
  Filler,
  Chart as ChartJS,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
  type Plugin,
} from 'chart.js'
import { Radar } from 'react-chartjs-2'
import { wrapWords } from '../../lib/wrap-words'
import { labelAlignment, labelBox, RADAR_LABEL_LINES, radarLayout } from './radar-layout'

// Only the pieces a radar chart needs, so the chart chunk stays small.
ChartJS.register(RadialLinearScale, PointElement, LineElement, Filler, Tooltip)

/** Axis 0-100 with 4 ticks, fill opacity 0.2, stroke 2, animation 1500 ms. */
const RADAR = { max: 100, tickStep: 25, fillOpacity: 0.2, strokeWidth: 2, animationMs: 1500 } as const
const LABEL_COLOR = '#3d4669'
const LABEL_FONT = 'Inter Variable, sans-serif'
const LABEL_WEIGHT = 600

/** The web's place and size come from the canvas alone (radar-layout.ts), not from chart.js's label fit. */
function placeWeb(scale: RadialLinearScale) {
  const layout = radarLayout(scale.chart.width, scale.chart.height, scale.chart.data.labels?.length ?? 0)
  // Plain fields that the scale's own fit() sets just before this; its typings mark drawingArea read-only.
  Object.assign(scale, { xCenter: layout.cx, yCenter: layout.cy, drawingArea: layout.radius })
}

/** Draws each axis label wrapped into its reserved box, which radar-layout.ts keeps inside the canvas. */
const axisLabels: Plugin<'radar'> = {
  id: 'thinkFirstAxisLabels',
  afterDraw(chart) {
    const scale = chart.scales.r as RadialLinearScale | undefined
    const labels = chart.data.labels ?? []
    if (!scale) return
    const layout = radarLayout(chart.width, chart.height, labels.length)
    const { ctx } = chart
    ctx.save()
    ctx.font = `${LABEL_WEIGHT} ${layout.fontSize}px ${LABEL_FONT}`
    ctx.fillStyle = LABEL_COLOR
    ctx.textBaseline = 'top'
    labels.forEach((label, index) => {
      const measure = (text: string) => ctx.measureText(text).width
      const lines = wrapWords(String(label), layout.labelWidth, measure, RADAR_LABEL_LINES)
      const anchor = scale.getPointPosition(index, scale.drawingArea + layout.gap)
      const alignment = labelAlignment(anchor.angle)
      const [, top] = labelBox(anchor.x, anchor.y, 0, lines.length * layout.lineHeight, alignment)
      // textAlign puts a line's left end, middle or right end at the anchor, as the alignment says.
      ctx.textAlign = alignment.horizontal
      lines.forEach((line, row) => {
        const y = top + row * layout.lineHeight + (layout.lineHeight - layout.fontSize) / 2
        ctx.fillText(line, anchor.x, y, layout.labelWidth)
      })
    })
    ctx.restore()
  },
}

export interface RadarItem {
  subject: string
  value: number
}

/** A second card's values over the same axes, drawn dashed so the two differ by more than colour. */
export interface RadarOverlay {
  label: string
  values: readonly number[]
  /** An rgb() triple. */
  color: string
}

interface RadarChartProps {
  title: string
  items: readonly RadarItem[]
  /** An rgb() triple such as "99 85 245". */
  color: string
  reducedMotion: boolean
  /** The text alternative read instead of the drawing. */
  summary: string
  overlay?: RadarOverlay
}

/** A radar chart that fills its box (the caller sizes it): the same box always draws the same web. */
export function RadarChart({ title, items, color, reducedMotion, summary, overlay }: RadarChartProps) {
  return (
    <Radar
      role="img"
      aria-label={summary}
      plugins={[axisLabels]}
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
          ...(overlay
            ? [
                {
                  label: overlay.label,
                  data: [...overlay.values],
                  backgroundColor: `rgb(${overlay.color} / ${RADAR.fillOpacity})`,
                  borderColor: `rgb(${overlay.color})`,
                  borderWidth: RADAR.strokeWidth,
                  borderDash: [6, 4],
                  pointBackgroundColor: `rgb(${overlay.color})`,
                  pointStyle: 'rectRot' as const,
                },
              ]
            : []),
        ],
      }}
      options={{
        animation: reducedMotion ? false : { duration: RADAR.animationMs },
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          r: {
            min: 0,
            max: RADAR.max,
            ticks: { stepSize: RADAR.tickStep, display: false },
            pointLabels: { display: false },
            afterFit: placeWeb,
            grid: { color: '#dde1ee' },
            angleLines: { color: '#dde1ee' },
          },
        },
      }}
    />
  )
}
